export { CatalogueSearch as default } from '~/features/catalogue/components/catalogue-search';
