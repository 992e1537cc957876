import { DownloadData } from '~/features/data/components/download-data';
import { pagePart } from '~/components/page/page-part';

export default pagePart(DownloadData);
