export { DataTabList as default } from '~/features/data/components/data-tab-list';
