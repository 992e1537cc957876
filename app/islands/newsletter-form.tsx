export { NewsletterForm as default } from '~/features/participation/components/newsletter-form';
