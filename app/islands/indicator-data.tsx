import { IndicatorData } from '~/features/indicators/components/indicator-data';
import { pagePart } from '~/components/page/page-part';

export default pagePart(IndicatorData);
