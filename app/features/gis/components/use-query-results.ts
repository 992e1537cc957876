import { useMemo, useState } from 'react';
import type { QueryParams } from '../lib/query';
import type { GisData } from '../lib/use-gis-data';
import type { QueryResult } from './result-summary';

/**
 * The results of the query in the address, once the data has loaded; once shown they stay (the last query's)
 * even when the address loses them.
 */
export function useQueryResults(ran: boolean, query: QueryParams, data: GisData | undefined) {
  const current = useMemo<QueryResult | null>(
    () => (ran && data ? { params: query, results: data.find(query) } : null),
    [ran, query, data],
  );
  const [shown, setShown] = useState<QueryResult | null>(null);
  if (current && current !== shown) setShown(current);
  return current ?? shown;
}
