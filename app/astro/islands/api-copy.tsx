import { ApiCopy } from '~/features/participation/components/api-docs-copy';
import { pagePart } from '../page-part';

export default pagePart(ApiCopy);
