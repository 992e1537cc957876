export { PageFeedback as default } from '~/components/layout/page-feedback';
