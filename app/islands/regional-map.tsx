export { RegionalMap as default } from '~/features/home/components/regional-map';
