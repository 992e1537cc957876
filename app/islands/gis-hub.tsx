export { GisHub as default } from '~/features/gis/components/gis-hub';
