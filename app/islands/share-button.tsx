import { ShareButton } from '~/features/tools/components/share-button';
import { pagePart } from '~/components/page/page-part';

export default pagePart(ShareButton);
