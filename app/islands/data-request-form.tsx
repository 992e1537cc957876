export { DataRequestForm as default } from '~/features/participation/components/data-request-form';
