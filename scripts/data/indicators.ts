/**
 * Reads and checks the indicators: the register (data/indicators/register/<domain>.json) and each indicator's
 * values (data/indicators/values/<id>.csv, tidy: Year,Governorate[,Sex|Sector],Value, in the manner of Open
 * SDG's data files). Errors name the file, the row and the column.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { csvParseRows } from 'd3-dsv';
import { dataSources } from '../../content/datasets.ts';
import { domains } from '../../content/domains.ts';
import { governorates } from '../../content/governorates.ts';
import { issueLines } from '../../core/schema.ts';
import { IndicatorMetaSchema, type Indicator, type IndicatorMeta } from '../../core/indicators/schema.ts';
import {
  disaggregations,
  domainIds,
  FIRST_YEAR,
  LAST_YEAR,
  OTHER,
  REGION,
  years,
} from '../../core/indicators/vocabulary.ts';
import { DataError } from './load.ts';

/** The places a row may name: the region, each governorate the portal reports on, and the others together. */
export const geographies = [REGION, ...governorates.map((g) => g.id), OTHER];

function fail(file: string, message: string): never {
  throw new DataError(`Invalid data\n  ${file}: ${message}`);
}

/** The register entries of one domain file, checked. */
function readRegister(file: string): IndicatorMeta[] {
  let json: unknown;
  try {
    json = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    fail(file, `not valid JSON: ${(error as Error).message}`);
  }
  const parsed = IndicatorMetaSchema.array().safeParse(json);
  if (!parsed.success) throw new DataError(`Invalid data\n  ${issueLines(file, parsed.error).join('\n  ')}`);
  return parsed.data;
}

/** The values of one indicator as series (one per place and disaggregation value), every row checked. */
export function readValues(file: string, meta: IndicatorMeta): Indicator['series'] {
  const [dimension] = meta.disaggregation;
  const header = ['Year', 'Governorate', ...(dimension ? [dimension] : []), 'Value'];
  const allowed: readonly string[] = dimension ? disaggregations[dimension] : [];
  const [first, ...lines] = csvParseRows(readFileSync(file, 'utf8').replace(/^\uFEFF/, ''));
  if (!first || first.join(',') !== header.join(','))
    fail(file, `the header must be ${header.join(',')} (got ${first?.join(',') ?? 'nothing'})`);
  const series = new Map<string, Indicator['series'][number]>();
  const places = new Set(geographies);
  lines.forEach((line, i) => {
    if (line.every((cell) => cell === '')) return;
    const where = `row ${i + 2}`;
    if (line.length !== header.length)
      fail(file, `${where}: expected ${header.length} values, got ${line.length}`);
    const [yearText, geo, ...rest] = line as [string, string, ...string[]];
    const valueText = rest.at(-1)!;
    const group = dimension ? rest[0]! : '';
    const year = /^\d{4}$/.test(yearText) ? Number(yearText) : NaN;
    if (!(year >= FIRST_YEAR && year <= LAST_YEAR))
      fail(file, `${where}: Year must be a year from ${FIRST_YEAR} to ${LAST_YEAR}, got "${yearText}"`);
    if (!places.has(geo))
      fail(file, `${where}: Governorate must be one of ${geographies.join(', ')}, got "${geo}"`);
    if (group !== '' && !allowed.includes(group))
      fail(
        file,
        `${where}: ${dimension} must be empty (all) or one of ${allowed.join(', ')}, got "${group}"`,
      );
    if (!/^-?\d+(\.\d+)?$/.test(valueText))
      fail(file, `${where}: Value must be a number written with digits and a point, got "${valueText}"`);
    const decimals = valueText.split('.')[1]?.length ?? 0;
    if (decimals > meta.decimals)
      fail(file, `${where}: Value ${valueText} has more than the indicator's ${meta.decimals} decimals`);
    const key = `${geo}|${group}`;
    let s = series.get(key);
    if (!s) series.set(key, (s = { geo, group: group || null, values: years.map(() => null) }));
    const slot = year - FIRST_YEAR;
    if (s.values[slot] !== null)
      fail(file, `${where}: a second value for ${year}, ${geo}${group && `, ${group}`}`);
    s.values[slot] = Number(valueText);
  });
  const region = series.get(`${REGION}|`);
  if (!region || region.values.filter((v) => v !== null).length < 2)
    fail(file, `the region (${REGION}) needs values for at least two years`);
  if (meta.aggregation === 'sum') checkSums(file, meta, series);
  return [...series.values()].sort(
    (a, b) =>
      geographies.indexOf(a.geo) - geographies.indexOf(b.geo) || (a.group ?? '').localeCompare(b.group ?? ''),
  );
}

/** A 'sum' indicator: for every year and group, the places' values add up to the region's (to rounding). */
function checkSums(file: string, meta: IndicatorMeta, series: Map<string, Indicator['series'][number]>) {
  const groups = new Set([...series.values()].map((s) => s.group ?? ''));
  for (const group of groups) {
    const region = series.get(`${REGION}|${group}`);
    if (!region) continue;
    const parts = geographies.slice(1).map((geo) => series.get(`${geo}|${group}`));
    // Measured for the region as a whole only: nothing to add up.
    if (parts.every((p) => p === undefined)) continue;
    years.forEach((year, i) => {
      const total = region.values[i];
      if (total === null || total === undefined) return;
      const values = parts.map((p) => p?.values[i] ?? null);
      if (values.some((v) => v === null))
        fail(
          file,
          `${year}${group && ` (${group})`}: a sum indicator needs every governorate and ${OTHER} where the region has a value`,
        );
      const sum = values.reduce((a, b) => a! + b!, 0)!;
      const tolerance = (values.length * 0.5) / 10 ** meta.decimals + 1e-9;
      if (Math.abs(sum - total) > tolerance)
        fail(
          file,
          `${year}${group && ` (${group})`}: the governorates and ${OTHER} add up to ${sum.toFixed(meta.decimals)}, not the region's ${total}`,
        );
    });
  }
}

/** Every indicator of every domain, in register order, with its values. */
export function loadIndicators(dir: string): Omit<Indicator, 'datasetSlug' | 'modified'>[] {
  const registerDir = path.join(dir, 'register');
  const files = readdirSync(registerDir).filter((f) => f.endsWith('.json'));
  const unknown = files.find((f) => !domainIds.includes(f.replace(/\.json$/, '') as never));
  if (unknown)
    fail(path.join(registerDir, unknown), `the file name must be a domain id: ${domainIds.join(', ')}`);
  const publishers = new Set(dataSources.map((s) => s.id));
  const seen = new Set<string>();
  return domainIds.flatMap((domain) => {
    const file = path.join(registerDir, `${domain}.json`);
    if (!existsSync(file)) fail(file, 'missing: every domain has a register file');
    return readRegister(file).map((meta, i) => {
      if (seen.has(meta.id)) fail(file, `[${i}].id: "${meta.id}" is already used`);
      seen.add(meta.id);
      if (!publishers.has(meta.source))
        fail(file, `[${i}].source: "${meta.source}" is not a publisher of content/datasets.ts (dataSources)`);
      const values = path.join(dir, 'values', `${meta.id}.csv`);
      if (!existsSync(values)) fail(values, `missing: the values of indicator ${meta.id}`);
      return { ...meta, domain, series: readValues(values, meta) };
    });
  });
}

/**
 * The register against the figures content/domains.ts states: each domain's number of indicators and of
 * SDG-aligned ones, and the sample indicators its card names, each an indicator of the domain.
 */
export function checkRegister(indicators: Pick<Indicator, 'id' | 'domain' | 'name' | 'sdg'>[]) {
  const file = 'data/indicators/register';
  for (const domain of domains) {
    const own = indicators.filter((i) => i.domain === domain.id);
    const aligned = own.filter((i) => i.sdg).length;
    if (own.length !== domain.indicators)
      fail(
        `${file}/${domain.id}.json`,
        `${own.length} indicators, but content/domains.ts says ${domain.indicators}`,
      );
    if (aligned !== domain.sdgCount)
      fail(
        `${file}/${domain.id}.json`,
        `${aligned} SDG-aligned indicators, but content/domains.ts says ${domain.sdgCount}`,
      );
    for (const sample of domain.samples)
      if (!own.some((i) => i.name.en === sample.en && i.name.ar === sample.ar))
        fail(
          `${file}/${domain.id}.json`,
          `no indicator named "${sample.en}" / "${sample.ar}" (a sample of content/domains.ts)`,
        );
  }
}
