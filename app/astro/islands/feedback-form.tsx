import { FeedbackForm } from '~/features/participation/components/feedback-form';
import { pagePart } from '../page-part';

export default pagePart(FeedbackForm);
