import { GisHub } from '~/features/gis/components/gis-hub';
import { pagePart } from '../page-part';

export default pagePart(GisHub);
