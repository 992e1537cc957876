import { FaqSearch } from '~/features/help/components/faq-search';
import { pagePart } from '../page-part';

export default pagePart(FaqSearch);
