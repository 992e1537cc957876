export { DownloadData as default } from '~/features/data/components/download-data';
