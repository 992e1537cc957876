import { DatasetMap } from '~/features/catalogue/components/dataset-map';
import { pagePart } from '~/components/page/page-part';

export default pagePart(DatasetMap);
