export { IndicatorFigure as default } from '~/features/indicators/components/indicator-figure';
