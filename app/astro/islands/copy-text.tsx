import { CopyText } from '~/components/copy-text';
import { pagePart } from '../page-part';

export default pagePart(CopyText);
