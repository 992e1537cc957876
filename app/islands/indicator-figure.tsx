import { IndicatorFigure } from '~/features/indicators/components/indicator-figure';
import { pagePart } from '~/components/page/page-part';

export default pagePart(IndicatorFigure);
