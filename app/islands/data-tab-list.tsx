import { DataTabList } from '~/features/data/components/data-tab-list';
import { pagePart } from '~/components/page/page-part';

export default pagePart(DataTabList);
