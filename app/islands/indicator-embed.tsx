export { IndicatorEmbed as default } from '~/features/indicators/components/indicator-embed';
