export { DatasetMap as default } from '~/features/catalogue/components/dataset-map';
