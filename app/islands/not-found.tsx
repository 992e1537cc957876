export { NotFound as default } from '~/components/layout/not-found';
