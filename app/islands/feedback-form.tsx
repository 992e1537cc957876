export { FeedbackForm as default } from '~/features/participation/components/feedback-form';
