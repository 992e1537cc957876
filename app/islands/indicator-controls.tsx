export { IndicatorControls as default } from '~/features/indicators/components/indicator-controls';
