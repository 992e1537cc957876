import { DomainIndicators } from '~/features/indicators/components/domain-indicators';
import { pagePart } from '../page-part';

export default pagePart(DomainIndicators);
