import { PublicationLibrary } from '~/features/publications/components/publication-library';
import { pagePart } from '~/components/page/page-part';

export default pagePart(PublicationLibrary);
