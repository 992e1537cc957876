/** Same dataset, same bytes: no writer reads the clock (zip entry times, PDF and workbook dates are fixed). */
import { rmSync } from 'node:fs';
import { afterAll, afterEach, expect, test, vi } from 'vitest';
import { fixtureDatasets } from '../../../testing/format-fixture.ts';
import { writers } from './index.ts';

const { root, table, points, lines, polygons } = fixtureDatasets();

afterEach(() => {
  vi.useRealTimers();
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

test.each([table, points, lines, polygons])(
  '$slug: every format is byte-identical a year apart',
  async (dataset) => {
    vi.useFakeTimers({ toFake: ['Date'] });
    for (const format of dataset.meta.formats) {
      vi.setSystemTime(new Date('2026-01-05T08:00:00Z'));
      const first = await writers[format].write(dataset);
      vi.setSystemTime(new Date('2027-07-19T17:31:07Z'));
      const second = await writers[format].write(dataset);
      expect(Buffer.from(second).equals(Buffer.from(first)), format).toBe(true);
    }
  },
);
