export { PublicationLibrary as default } from '~/features/publications/components/publication-library';
