export { FaqSearch as default } from '~/features/help/components/faq-search';
