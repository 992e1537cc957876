import { ApiCopy } from '~/features/participation/components/api-docs-copy';
import { pagePart } from '~/components/page/page-part';

export default pagePart(ApiCopy);
