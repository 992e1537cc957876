/**
 * Every format each real dataset under data/datasets lists, written and opened with the same readers as the
 * fixtures. Skipped only while the folder holds no dataset.
 */
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, expect, test } from 'vitest';
import { loadDatasets } from '../load.ts';
import { checks, writeFormats } from './readers.ts';

const root = fileURLToPath(new URL('../../../data/datasets/', import.meta.url));
const hasDatasets =
  existsSync(root) && readdirSync(root).some((name) => existsSync(path.join(root, name, 'dataset.json')));
const datasets = hasDatasets ? loadDatasets(root) : [];
const out = mkdtempSync(path.join(tmpdir(), 'hail-formats-real-'));
afterAll(() => rmSync(out, { recursive: true, force: true }));

if (!datasets.length) test.skip('real datasets (none under data/datasets yet)', () => {});

for (const dataset of datasets)
  test(`${dataset.slug}: ${dataset.meta.formats.join(', ')}`, { timeout: 120_000 }, async () => {
    const files = await writeFormats(dataset, path.join(out, dataset.slug));
    expect(Object.keys(files)).toEqual(dataset.meta.formats);
    for (const format of dataset.meta.formats) await checks[format](dataset, files[format]!);
  });
