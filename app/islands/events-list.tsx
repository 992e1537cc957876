export { EventsList as default } from '~/features/participation/components/events-list';
