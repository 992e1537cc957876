export { ShareButton as default } from '~/features/tools/components/share-button';
