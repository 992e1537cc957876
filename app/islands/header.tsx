export { Header as default } from '~/components/layout/header';
