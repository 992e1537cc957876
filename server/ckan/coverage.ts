/** Temporal coverage in fq: the catalogue's Time Period filter, as CKAN range clauses. */
import { badQuery } from './errors.ts';

/** A coverage bound: a year, or the year of a date. */
function yearOf(bound: string): number | undefined {
  if (bound === '*') return undefined;
  const m = /^(\d{4})(-\d{2}-\d{2}(T[\d:.]+Z?)?)?$/.exec(bound);
  if (!m) throw badQuery(`"${bound}" is not a year or date: write YYYY, YYYY-MM-DD or *`);
  return Number(m[1]);
}

/**
 * Datasets whose coverage overlaps years A to B are `temporal_end:[A TO *] AND temporal_start:[* TO B]`; each
 * clause narrows `period` (the overlap of every clause).
 */
export function addCoverage(
  clause: { field: string; range: [string, string] | null; negate: boolean },
  period: { from?: number; to?: number },
) {
  const [low, high] = clause.range ?? [];
  const usage =
    'temporal coverage takes temporal_end:[YEAR TO *] and/or temporal_start:[* TO YEAR], e.g. temporal_end:[2021 TO *]';
  if (low === undefined || high === undefined || clause.negate) throw badQuery(usage);
  if (clause.field === 'temporal_end' && high === '*') {
    const from = yearOf(low);
    if (from !== undefined) period.from = Math.max(period.from ?? from, from);
  } else if (clause.field === 'temporal_start' && low === '*') {
    const to = yearOf(high);
    if (to !== undefined) period.to = Math.min(period.to ?? to, to);
  } else throw badQuery(usage);
}
