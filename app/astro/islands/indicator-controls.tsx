import { IndicatorControls } from '~/features/indicators/components/indicator-controls';
import { pagePart } from '../page-part';

export default pagePart(IndicatorControls);
