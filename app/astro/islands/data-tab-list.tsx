import { DataTabList } from '~/features/data/components/data-tab-list';
import { pagePart } from '../page-part';

export default pagePart(DataTabList);
