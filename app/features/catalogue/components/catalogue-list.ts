import type { MemoryCatalogue } from '@core/catalogue/provider';
import type { DatasetSummary } from '@core/catalogue/types';
import { paths } from '@core/paths';
import { whenIdle } from '~/lib/when-idle';

/** The search's code (the in-page index, the API's client): loaded with the first search, not with the page. */
export const provider = () => import('@core/catalogue/provider');

/** The in-page list and the search's code, fetched once per page load by whichever catalogue page first needs them. */
export type InPage = { datasets: DatasetSummary[]; index: () => MemoryCatalogue<DatasetSummary> };
let listRequest: Promise<InPage> | undefined;
export function fetchList(): Promise<InPage> {
  listRequest ??= Promise.all([
    fetch(paths.catalogueList()).then((response) => {
      if (!response.ok) throw new Error(`${paths.catalogueList()}: HTTP ${response.status}`);
      return response.json() as Promise<DatasetSummary[]>;
    }),
    provider(),
  ])
    .then(([datasets, { memoryCatalogue }]) => {
      let made: MemoryCatalogue<DatasetSummary> | undefined;
      return { datasets, index: () => (made ??= memoryCatalogue(datasets)) };
    })
    .catch((error: unknown) => {
      listRequest = undefined; // the next search tries again
      throw error;
    });
  return listRequest;
}

/**
 * Fetches the list and the search's code ahead, once the browser is idle after the page loads, so that the first
 * keystroke finds them there: the page renders nothing new until a search asks for them.
 */
export const prefetchList = () => whenIdle(() => void fetchList().catch(() => {}), 1500);
