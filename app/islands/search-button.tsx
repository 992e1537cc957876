export { PageSearchButton as default } from '~/components/search/search-button';
