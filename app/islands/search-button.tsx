export { PageSearchButton as default } from '~/components/search/page-search-button';
