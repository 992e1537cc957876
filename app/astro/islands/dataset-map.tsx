import { DatasetMap } from '~/features/catalogue/components/dataset-map';
import { pagePart } from '../page-part';

export default pagePart(DatasetMap);
