import { PublicationPreview } from '~/features/publications/components/preview-button';
import { pagePart } from '../page-part';

export default pagePart(PublicationPreview);
