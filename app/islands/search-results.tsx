export { SearchResults as default } from '~/components/search/search-results';
