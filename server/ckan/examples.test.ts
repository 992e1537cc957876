/**
 * Runs the code the API page (/participate/api) shows, against the real server (buildServer, in process) and the
 * real catalogue (sampleCatalogue). The page and this test read the same strings: app/features/participation/
 * lib/api-examples.ts.
 *
 * Verified here:
 * - the two curl commands, split as a shell would and run with the system's curl exactly as shown (only the
 *   site's address replaced by this server's), answer `success: true` with the expected datasets;
 * - the error example: the shown command really fails with the shown status, and the shown answer is exactly
 *   the server's;
 * - the base address followed by an action answers; every fq filter the page gives is accepted and matches
 *   datasets; the resource id the actions table gives exists;
 * - the JavaScript (fetch) example, written as shown to a .mjs file and run with node, prints a real dataset's
 *   title and formats.
 * Python, partly: ckanapi cannot be installed here (PyPI is unreachable), so no Python runs. Instead each
 * `portal.action.<name>(...)` call of the shown source, and the RemoteCKAN address, are read from it and sent
 * as ckanapi's RemoteCKAN sends them (POST <address>/api/3/action/<name>, Content-Type: application/json, the
 * keyword arguments as a JSON body in Python's json.dumps layout); the answer must have every field the example
 * reads (count, results, title, resources, format, url), with absolute resource URLs on the site.
 * Not verified: that ckanapi or pandas themselves run the code (their versions, ckanapi's error mapping,
 * pandas reading the CSV over HTTPS), nor the download of the CSV file itself, which the static build serves
 * (the temporary root here has no files).
 */
import { execFile } from 'node:child_process';
import { rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as examples from '../../app/features/participation/lib/api-examples';
import type { Catalogue } from '../../core/catalogue/types';

import { sampleCatalogue } from '../../testing/sample-catalogue';
import { buildServer } from '../app';
import { testBuild } from '../../testing/test-build';
import { ckanFormats } from '../../core/catalogue/ckan';

/** The fields of CKAN's answers that the examples read. */
type CkanResource = { format: string; url: string };
type CkanPackage = { name: string; title: string; resources: CkanResource[] };
type SearchResult = { count: number; results: CkanPackage[] };
type Envelope<T> = { help: string; success: boolean; result: T; error?: { __type: string; message: string } };

const run = promisify(execFile);
const catalogue: Catalogue = sampleCatalogue();
const dataset = (slug: string) => catalogue.datasets.find((d) => d.slug === slug)!;

let app: Awaited<ReturnType<typeof buildServer>>;
let origin: string;
let tmp: string;

beforeAll(async () => {
  const build = await testBuild();
  tmp = build.dir;
  app = await buildServer({ root: build.root, catalogue });
  origin = await app.listen({ port: 0, host: '127.0.0.1' });
});

afterAll(async () => {
  await app?.close();
  if (tmp) await rm(tmp, { recursive: true, force: true });
});

/** A shown shell command split as a POSIX shell would: bare words and '…' arguments only (else it throws). */
function shellWords(command: string): string[] {
  const words: string[] = [];
  const re = /\s*(?:'([^']*)'|([A-Za-z0-9_./:=-]+))(?=\s|$)/gy;
  let m: RegExpExecArray | null;
  while (re.lastIndex < command.length && (m = re.exec(command))) words.push(m[1] ?? m[2]!);
  if (re.lastIndex !== command.length) throw new Error(`Cannot split: ${command}`);
  return words;
}

/** Runs a shown curl command with the system's curl; returns its output parsed as JSON. */
async function curl<T>(source: string) {
  const [program, ...args] = shellWords(examples.withOrigin(source, origin));
  expect(program).toBe('curl');
  const { stdout } = await run('curl', args);
  return JSON.parse(stdout) as Envelope<T>;
}

describe('curl examples', () => {
  it('package_search?q=water&rows=5 finds the groundwater wells', async () => {
    const body = await curl<SearchResult>(examples.curlSearch);
    expect(body.success).toBe(true);
    expect(body.result.count).toBeGreaterThanOrEqual(1);
    expect(body.result.results.length).toBeLessThanOrEqual(5);
    expect(body.result.results.map((d) => d.name)).toContain('groundwater-well-locations');
  });

  it('package_show returns the dataset with its files', async () => {
    const body = await curl<CkanPackage>(examples.curlShow);
    const expected = dataset(examples.exampleSlug);
    expect(body.success).toBe(true);
    expect(body.result.name).toBe(expected.slug);
    expect(body.result.title).toBe(expected.title.en);
    expect(body.result.resources.map((r) => r.format)).toEqual(expected.formats.map((f) => ckanFormats[f]));
  });

  it('the error example: the shown command fails with the shown status and exactly the shown answer', async () => {
    const body = await curl<never>(examples.curlError);
    expect(body).toEqual(JSON.parse(examples.withOrigin(examples.errorResponse, origin)));
    const url = shellWords(examples.withOrigin(examples.curlError, origin))[1]!;
    expect((await fetch(url)).status).toBe(examples.errorStatus);
  });
});

describe('the filters and ids the page names', () => {
  for (const [key, fq] of Object.entries(examples.fqExamples)) {
    it(`fq=${fq} (${key}) is accepted and matches datasets`, async () => {
      const res = await fetch(`${origin}/api/3/action/package_search?fq=${encodeURIComponent(fq)}&rows=1000`);
      expect(res.status).toBe(200);
      const body = (await res.json()) as Envelope<SearchResult>;
      expect(body.success).toBe(true);
      expect(body.result.count).toBeGreaterThan(0);
      if (key === 'exclude') expect(body.result.count).toBeLessThan(catalogue.datasets.length);
    });
  }

  it('the base address, followed by an action, answers', async () => {
    const body = (await (
      await fetch(`${examples.withOrigin(examples.apiBase, origin)}package_list`)
    ).json()) as Envelope<string[]>;
    expect(body.result).toEqual(catalogue.datasets.map((d) => d.slug).sort());
  });

  it('resource_show?id=population-census-2025-csv, the id the actions table gives', async () => {
    const res = await fetch(`${origin}/api/3/action/resource_show?id=population-census-2025-csv`);
    const body = (await res.json()) as Envelope<CkanResource>;
    expect(body.success).toBe(true);
    expect(body.result.format).toBe('CSV');
  });
});

describe('JavaScript example', () => {
  it('runs as shown in node and prints the titles and formats of real datasets', async () => {
    const file = path.join(tmp, 'search.mjs');
    await writeFile(file, examples.withOrigin(examples.javascriptFetch, origin));
    const { stdout } = await run(process.execPath, [file], { timeout: 15_000 });
    const wells = dataset('groundwater-well-locations');
    expect(stdout).toMatch(/^Datasets about water: [1-9]\d*\n/);
    const formats = wells.formats.map((f) => ckanFormats[f]).join(', ');
    expect(stdout).toContain(`${wells.title.en}: ${formats}\n`);
  }, 20_000);
});

/** The `portal.action.<name>(key=value, …)` calls of a Python example, with their keyword arguments. */
function pythonCalls(source: string) {
  return [...source.matchAll(/portal\.action\.(\w+)\(([^)]*)\)/g)].map(([, action, args]) => {
    const params: Record<string, string | number> = {};
    for (const arg of args!.split(/,\s*/)) {
      const m = /^(\w+)=(?:'([^']*)'|(\d+))$/.exec(arg.trim());
      if (!m) throw new Error(`Cannot read argument ${arg} of ${action}`);
      params[m[1]!] = m[2] ?? Number(m[3]);
    }
    return { action: action!, params };
  });
}

/** What ckanapi's RemoteCKAN(address).action.<name>(**params) sends: a POST with the JSON body. */
async function asCkanapi<T>(address: string, action: string, params: Record<string, string | number>) {
  // Python's json.dumps separates with ', ' and ': '.
  const body = `{${Object.entries(params)
    .map(([k, v]) => `${JSON.stringify(k)}: ${JSON.stringify(v)}`)
    .join(', ')}}`;
  const res = await fetch(`${address.replace(/\/$/, '')}/api/3/action/${action}`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      'User-Agent': 'ckanapi/4.8 (+https://github.com/ckan/ckanapi)',
    },
    body,
  });
  expect(res.status).toBe(200);
  const json = (await res.json()) as Envelope<T>;
  expect(json.success).toBe(true);
  return json.result;
}

const remoteAddress = (source: string) => /RemoteCKAN\('([^']+)'\)/.exec(source)![1]!;

describe('Python examples (the requests ckanapi would send)', () => {
  it('package_search(q=population, rows=10): count, and each result’s title and resources', async () => {
    const source = examples.withOrigin(examples.pythonSearch, origin);
    expect(remoteAddress(source)).toBe(origin);
    const calls = pythonCalls(source);
    expect(calls).toEqual([{ action: 'package_search', params: { q: 'population', rows: 10 } }]);
    const result = await asCkanapi<SearchResult>(remoteAddress(source), calls[0]!.action, calls[0]!.params);
    expect(result.count).toBeGreaterThanOrEqual(1);
    expect(result.results.map((d) => d.name)).toContain('population-census-2025');
    for (const d of result.results) {
      expect(d.title).toEqual(expect.any(String));
      expect(d.resources.length).toBeGreaterThan(0);
      for (const r of d.resources) {
        expect(r.format).toEqual(expect.any(String));
        expect(new URL(r.url).origin).toBe(origin);
      }
    }
  });

  it('package_show(id=…) has a CSV resource whose absolute URL pandas can read', async () => {
    const source = examples.withOrigin(examples.pythonPandas, origin);
    const calls = pythonCalls(source);
    expect(calls).toEqual([{ action: 'package_show', params: { id: examples.exampleSlug } }]);
    const result = await asCkanapi<CkanPackage>(remoteAddress(source), calls[0]!.action, calls[0]!.params);
    const csv = result.resources.find((r) => r.format === 'CSV')!;
    const expected = dataset(examples.exampleSlug).resources.find((r) => r.format === 'CSV')!;
    expect(csv.url).toBe(`${origin}${expected.url}`);
  });
});
