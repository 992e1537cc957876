import { describe, expect, it } from 'vitest';
import { sampleCatalogue } from '../../../../testing/sample-catalogue';
import { latestDatasets } from './new-datasets';

const catalogueDatasets = sampleCatalogue().datasets;

describe('latestDatasets', () => {
  it('takes the three most recently updated catalogue datasets, newest first', () => {
    const latest = latestDatasets(catalogueDatasets);
    expect(latest).toHaveLength(3);
    const dates = latest.map((d) => d.modified);
    expect(dates).toEqual([...dates].sort().reverse());
    const oldestShown = dates.at(-1) ?? '';
    const rest = catalogueDatasets.filter((d) => !latest.includes(d));
    expect(rest.every((d) => d.modified <= oldestShown)).toBe(true);
  });

  it('returns the same objects as the catalogue (no copy of the data)', () => {
    for (const d of latestDatasets(catalogueDatasets)) expect(catalogueDatasets).toContain(d);
  });

  it('handles a catalogue smaller than the count', () => {
    expect(latestDatasets(catalogueDatasets.slice(0, 2), 3)).toHaveLength(2);
  });
});
