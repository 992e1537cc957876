import { NewsletterForm } from '~/features/participation/components/newsletter-form';
import { pagePart } from '../page-part';

export default pagePart(NewsletterForm);
