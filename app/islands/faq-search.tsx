import { FaqSearch } from '~/features/help/components/faq-search';
import { pagePart } from '~/components/page/page-part';

export default pagePart(FaqSearch);
