import { FeedbackForm } from '~/features/participation/components/feedback-form';
import { pagePart } from '~/components/page/page-part';

export default pagePart(FeedbackForm);
