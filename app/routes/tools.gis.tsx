import { gis } from '@content/gis';
import { GisHub } from '~/features/gis/components/gis-hub';
import { pageMeta, text } from '~/lib/meta';

export const meta = () => pageMeta(text(gis.title), text(gis.subtitle));

export default function GisHubPage() {
  return <GisHub />;
}
