import { Island, islandsPage } from '~/components/islands/island';
import { NotFound } from '~/components/layout/not-found';
import { notFoundMeta } from '~/lib/meta';

export const meta = notFoundMeta;

/** Prerendered once and sent for every unknown address: in the browser it shows that address (an island). */
export const handle = islandsPage;

export default function NotFoundRoute() {
  return (
    <Island name="not-found">
      <NotFound />
    </Island>
  );
}
