import { DataRequestForm } from '~/features/participation/components/data-request-form';
import { pagePart } from '~/components/page/page-part';

export default pagePart(DataRequestForm);
