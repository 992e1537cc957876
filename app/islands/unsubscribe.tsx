import { Unsubscribe } from '~/features/participation/components/unsubscribe';
import { pagePart } from '~/components/page/page-part';

export default pagePart(Unsubscribe);
