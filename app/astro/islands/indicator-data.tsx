import { IndicatorData } from '~/features/indicators/components/indicator-data';
import { pagePart } from '../page-part';

export default pagePart(IndicatorData);
