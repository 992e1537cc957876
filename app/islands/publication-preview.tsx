export { PublicationPreview as default } from '~/features/publications/components/preview-button';
