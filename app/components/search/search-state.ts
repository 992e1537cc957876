import { paths } from '@core/paths';
import type { SearchType } from '@core/search/records';

/** The address of the results page for a query. */
export const resultsPath = (q: string, type?: SearchType) =>
  `${paths.search()}?${new URLSearchParams({ q, ...(type ? { type } : {}) })}`;
