import { DataRequestForm } from '~/features/participation/components/data-request-form';
import { pagePart } from '../page-part';

export default pagePart(DataRequestForm);
