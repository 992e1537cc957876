import { DomainIndicators } from '~/features/indicators/components/domain-indicators';
import { pagePart } from '~/components/page/page-part';

export default pagePart(DomainIndicators);
