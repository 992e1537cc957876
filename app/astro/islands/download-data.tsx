import { DownloadData } from '~/features/data/components/download-data';
import { pagePart } from '../page-part';

export default pagePart(DownloadData);
