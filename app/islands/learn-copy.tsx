export { LearnCopy as default } from '~/features/help/components/learn-copy';
