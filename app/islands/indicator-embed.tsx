import { IndicatorEmbed } from '~/features/indicators/components/indicator-embed';
import { pagePart } from '~/components/page/page-part';

export default pagePart(IndicatorEmbed);
