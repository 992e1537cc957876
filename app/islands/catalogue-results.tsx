export { CatalogueResults as default } from '~/features/catalogue/components/catalogue-results';
