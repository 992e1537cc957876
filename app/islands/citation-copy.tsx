export { CitationCopy as default } from '~/features/catalogue/components/citation-copy';
