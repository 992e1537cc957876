import { ShareButton } from '~/features/tools/components/share-button';
import { pagePart } from '../page-part';

export default pagePart(ShareButton);
