import { EventsList } from '~/features/participation/components/events-list';
import { pagePart } from '~/components/page/page-part';

export default pagePart(EventsList);
