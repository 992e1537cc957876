import { CopyText } from '~/components/copy-text';
import { pagePart } from '~/components/page/page-part';

export default pagePart(CopyText);
