import { EventsList } from '~/features/participation/components/events-list';
import { pagePart } from '../page-part';

export default pagePart(EventsList);
