import { IndicatorFigure } from '~/features/indicators/components/indicator-figure';
import { pagePart } from '../page-part';

export default pagePart(IndicatorFigure);
