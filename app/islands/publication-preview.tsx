import { PublicationPreview } from '~/features/publications/components/preview-button';
import { pagePart } from '~/components/page/page-part';

export default pagePart(PublicationPreview);
