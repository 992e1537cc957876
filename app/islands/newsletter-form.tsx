import { NewsletterForm } from '~/features/participation/components/newsletter-form';
import { pagePart } from '~/components/page/page-part';

export default pagePart(NewsletterForm);
