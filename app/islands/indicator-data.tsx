export { IndicatorData as default } from '~/features/indicators/components/indicator-data';
