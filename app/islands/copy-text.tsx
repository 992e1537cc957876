export { CopyText as default } from '~/components/copy-text';
