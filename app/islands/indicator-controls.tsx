import { IndicatorControls } from '~/features/indicators/components/indicator-controls';
import { pagePart } from '~/components/page/page-part';

export default pagePart(IndicatorControls);
