import { Unsubscribe } from '~/features/participation/components/unsubscribe';
import { pagePart } from '../page-part';

export default pagePart(Unsubscribe);
