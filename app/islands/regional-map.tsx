import { RegionalMap } from '~/features/home/components/regional-map';
import { pagePart } from '~/components/page/page-part';

export default pagePart(RegionalMap);
