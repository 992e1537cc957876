import { IndicatorEmbed } from '~/features/indicators/components/indicator-embed';
import { pagePart } from '../page-part';

export default pagePart(IndicatorEmbed);
