import { PublicationLibrary } from '~/features/publications/components/publication-library';
import { pagePart } from '../page-part';

export default pagePart(PublicationLibrary);
