import { GisHub } from '~/features/gis/components/gis-hub';
import { pagePart } from '~/components/page/page-part';

export default pagePart(GisHub);
