import { NotFound } from '~/components/layout/not-found';
import { notFoundMeta } from '~/lib/meta';

export const meta = notFoundMeta;

export default function NotFoundRoute() {
  return <NotFound />;
}
