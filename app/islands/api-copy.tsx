export { ApiCopy as default } from '~/features/participation/components/api-docs-copy';
