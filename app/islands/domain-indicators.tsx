export { DomainIndicators as default } from '~/features/indicators/components/domain-indicators';
