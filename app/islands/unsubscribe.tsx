export { Unsubscribe as default } from '~/features/participation/components/unsubscribe';
