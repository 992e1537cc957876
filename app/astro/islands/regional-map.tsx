import { RegionalMap } from '~/features/home/components/regional-map';
import { pagePart } from '../page-part';

export default pagePart(RegionalMap);
