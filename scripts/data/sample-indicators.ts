/**
 * `node --import tsx scripts/data/sample-indicators.ts`: writes the illustrative values of every indicator
 * (data/indicators/values/<id>.csv) from its register entry's `sample` (the region's 2011 and 2025 values, the
 * spread between governorates) and the figures the portal's spec states, which the series pass through exactly:
 * population 746,248 in 2025 (+2.3%) and each governorate's; GRP growth 4.2% and each governorate's;
 * unemployment 5.8%; labour force participation 61.5% (men 75.1, women 40.0); the average wage 5,425 (+8.1%)
 * and each sector's; agricultural production 285 … 345 (2020–2024, and per governorate as in the catalogue's
 * production dataset); 1.2 million tourists (+8%). Deterministic: the same register gives the same files.
 * Replace a file with real figures and drop its `sample`; the build checks every file either way.
 */
import { readFileSync, readdirSync, writeFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { csvParse } from 'd3-dsv';
import { governorates } from '../../content/governorates.ts';
import type { IndicatorMeta } from '../../core/indicators/schema.ts';
import { disaggregations, OTHER, REGION, years } from '../../core/indicators/vocabulary.ts';

const root = path.resolve(import.meta.dirname, '..', '..');
const dir = path.join(root, 'data', 'indicators');
const govIds = governorates.map((g) => g.id);
const REGION_POPULATION = 746_248;
/** The spec's figures for each governorate in 2025: population and GDP growth (%). */
const SPEC_GOVERNORATES: Record<string, { population: number; gdpGrowth: number }> = {
  'hail-city': { population: 440_000, gdpGrowth: 4.8 },
  baqaa: { population: 67_000, gdpGrowth: 3.2 },
  ghazalah: { population: 34_000, gdpGrowth: 2.9 },
  'ash-shinan': { population: 28_000, gdpGrowth: 3.7 },
  samira: { population: 41_000, gdpGrowth: 4.1 },
  'al-sulaymi': { population: 23_000, gdpGrowth: 2.4 },
};
const spec = (id: string) => SPEC_GOVERNORATES[id]!;

type Anchors = Record<number, number>;
/** Region values that must appear exactly. */
const regionAnchors: Record<string, Anchors> = {
  population: { 2022: 697_412, 2024: 729_470, 2025: REGION_POPULATION },
  'grp-growth': { 2020: -3.4, 2021: 2.6, 2025: 4.2 },
  'unemployment-rate': { 2020: 8.9, 2025: 5.8 },
  'labor-force-participation-rate': { 2025: 61.5 },
  'average-monthly-wage': { 2024: 5019, 2025: 5425 },
  'annual-tourists': { 2020: 310_000, 2024: 1_111_111, 2025: 1_200_000 },
  // 2020–2024: the totals of the catalogue's production dataset (285, 298, 312, 328, 345).
  'agricultural-production-value': agricultureTotals(),
};
/** Governorate values that must appear exactly, by year. */
const governorateAnchors: Record<string, Record<string, Anchors>> = {
  population: Object.fromEntries(govIds.map((id) => [id, { 2025: spec(id).population }])),
  'grp-growth': Object.fromEntries(govIds.map((id) => [id, { 2025: spec(id).gdpGrowth }])),
};
/** Disaggregated region values that must appear exactly. */
const groupAnchors: Record<string, Record<string, Anchors>> = {
  'labor-force-participation-rate': { male: { 2025: 75.1 }, female: { 2025: 40 } },
  'unemployment-rate': { male: { 2025: 3.8 }, female: { 2025: 11.8 } },
  'average-monthly-wage': {
    agriculture: { 2024: 4062, 2025: 4200 },
    manufacturing: { 2024: 5371, 2025: 5650 },
    services: { 2024: 6489, 2025: 6800 },
    construction: { 2024: 4665, 2025: 4800 },
  },
};
/** Women's value over men's, where it is not the default. */
const femaleRatio: Record<string, number> = {
  'labor-force-participation-rate': 0.53,
  'unemployment-rate': 3.1,
  'life-expectancy-at-birth': 1.04,
};
/** Indicators measured for the region as a whole only. */
const regionOnly = new Set(['open-datasets-published', 'oversight-recommendations-implemented']);
/** Series whose last published year is before 2025. */
const lastYear: Record<string, number> = { 'agricultural-production-value': 2024 };

/** A small deterministic generator per indicator (mulberry32 seeded by the id). */
function random(seed: string) {
  let a = [...seed].reduce((h, c) => Math.imul(h ^ c.charCodeAt(0), 2654435761) >>> 0, 7);
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Values for every year through the anchors: geometric between positive anchors, else linear; then noise. */
function curve(anchors: Anchors, noise: number, rand: () => number, additive: boolean) {
  const known = Object.entries(anchors)
    .map(([y, v]) => [Number(y), v] as const)
    .sort((a, b) => a[0] - b[0]);
  return years.map((year) => {
    const exact = anchors[year];
    if (exact !== undefined) return exact;
    const after = known.find(([y]) => y > year) ?? known.at(-1)!;
    const before = [...known].reverse().find(([y]) => y < year) ?? known[0]!;
    const t = after[0] === before[0] ? 0 : (year - before[0]) / (after[0] - before[0]);
    const value =
      before[1] > 0 && after[1] > 0
        ? before[1] * (after[1] / before[1]) ** t
        : before[1] + (after[1] - before[1]) * t;
    const wobble = (rand() * 2 - 1) * noise;
    return additive ? value + wobble * Math.max(1, Math.abs(value)) : value * (1 + wobble);
  });
}

const round = (v: number, decimals: number) => Number(v.toFixed(decimals));

type Row = { year: number; geo: string; group: string; value: number };

function isPercent(meta: IndicatorMeta) {
  return meta.unit.en.trim() === '%';
}

function clamp(meta: IndicatorMeta, v: number) {
  if (isPercent(meta) && !/growth|change/.test(meta.id)) return Math.min(100, Math.max(0, v));
  return meta.aggregation === 'sum' ? Math.max(0, v) : v;
}

/** The region's agricultural production by year, summed from the catalogue's production dataset. */
function agricultureTotals(): Anchors {
  const totals: Anchors = {};
  for (const [key, value] of agricultureByGovernorate()) {
    const year = Number(key.split('|')[0]);
    totals[year] = Math.round(((totals[year] ?? 0) + value) * 10) / 10;
  }
  return totals;
}

/** Agricultural production by governorate and year, summed from the catalogue's production dataset. */
function agricultureByGovernorate() {
  const file = path.join(
    root,
    'data',
    'datasets',
    'agricultural-production-value-2020-2024',
    'production.csv',
  );
  const totals = new Map<string, number>();
  for (const r of csvParse(readFileSync(file, 'utf8'))) {
    const key = `${r.year}|${r.governorate_id}`;
    totals.set(key, (totals.get(key) ?? 0) + Number(r.value_sar_million));
  }
  return totals;
}

/** The headline series of every place, the region's first. */
function places(meta: IndicatorMeta, rand: () => number): Map<string, number[]> {
  const sample = meta.sample ?? { '2011': 1, '2025': 1, spread: 0.1 };
  const additive = sample['2011'] <= 0 || sample['2025'] <= 0 || /growth|change/.test(meta.id);
  const anchors = regionAnchors[meta.id] ?? {};
  const noise = additive ? 0.08 : meta.id === 'population' ? 0.002 : Math.min(0.02, sample.spread * 0.05);
  const region = curve({ 2011: sample['2011'], 2025: sample['2025'], ...anchors }, noise, rand, additive);
  const out = new Map<string, number[]>([[REGION, region]]);
  if (regionOnly.has(meta.id)) return out;
  // Each governorate sits above or below the region by its own factor, drifting a little over the years.
  // (None where the governorates' own figures are given: the series then lead smoothly to them.)
  const pinned = meta.aggregation === 'sum' && governorateAnchors[meta.id] !== undefined;
  const factors = [...govIds, OTHER].map(() => (pinned ? 0 : (rand() * 2 - 1) * sample.spread));
  const drifts = factors.map(() => (rand() * 2 - 1) * sample.spread * 0.3);
  if (meta.aggregation === 'sum') {
    const popShare = [...govIds.map((id) => spec(id).population), REGION_POPULATION - 633_000].map(
      (p) => p / REGION_POPULATION,
    );
    const fixed = governorateAnchors[meta.id];
    const agriculture = meta.id === 'agricultural-production-value' ? agricultureByGovernorate() : null;
    // Before the production dataset's first year, each governorate keeps its share of that year.
    const first = agriculture && Math.min(...[...agriculture.keys()].map((k) => Number(k.split('|')[0])));
    const firstShares =
      agriculture && govIds.map((id) => agriculture.get(`${first}|${id}`)! / agricultureTotals()[first!]!);
    const columns = years.map((year, i) => {
      const total = region[i]!;
      const t = i / (years.length - 1);
      const weights = popShare.map((s, g) => s * (1 + factors[g]! + drifts[g]! * (t - 1)));
      const sum = weights.reduce((a, b) => a + b, 0);
      const six = govIds.map((id, g) => {
        const exact = fixed?.[id]?.[year] ?? agriculture?.get(`${year}|${id}`);
        if (exact !== undefined) return exact;
        return round(total * (firstShares ? firstShares[g]! : weights[g]! / sum), meta.decimals);
      });
      return [...six, round(total - six.reduce((a, b) => a + b, 0), meta.decimals)];
    });
    [...govIds, OTHER].forEach((id, g) =>
      out.set(
        id,
        columns.map((c) => c[g]!),
      ),
    );
    return out;
  }
  const scale = additive ? Math.max(...region.map(Math.abs)) : 1;
  govIds.forEach((id, g) => {
    const fixed = governorateAnchors[meta.id]?.[id] ?? {};
    out.set(
      id,
      region.map((v, i) => {
        const exact = fixed[years[i]!];
        if (exact !== undefined) return exact;
        const t = i / (years.length - 1);
        const offset = factors[g]! + drifts[g]! * (t - 1) + (rand() * 2 - 1) * 0.01;
        return additive ? v + offset * scale : v * (1 + offset);
      }),
    );
  });
  return out;
}

/** Each indicator's headline series, kept for those derived from it. */
const generated = new Map<string, Map<string, number[]>>();

function rowsOf(meta: IndicatorMeta): Row[] {
  const rand = random(meta.id);
  const series = places(meta, rand);
  generated.set(meta.id, series);
  if (meta.id === 'population-growth-rate') {
    // Derived from the population series, so the two agree.
    for (const [geo, values] of generated.get('population')!)
      series.set(
        geo,
        values.map((v, i) => (i === 0 ? (meta.sample?.['2011'] ?? 2) : (v / values[i - 1]! - 1) * 100)),
      );
    series.delete(OTHER);
  }
  const end = lastYear[meta.id] ?? 2025;
  const rows: Row[] = [];
  const [dimension] = meta.disaggregation;
  for (const [geo, values] of series) {
    years.forEach((year, i) => {
      if (year > end) return;
      const value = round(clamp(meta, values[i]!), meta.decimals);
      rows.push({ year, geo, group: '', value });
      if (!dimension) return;
      const groups = disaggregations[dimension];
      const anchors = groupAnchors[meta.id] ?? {};
      if (dimension === 'Sex') {
        const ratio =
          femaleRatio[meta.id] ??
          (meta.direction === 'higher-is-better' ? 0.95 : 1.06) + (rand() - 0.5) * 0.04;
        // Where the region's 2025 figures for men and women are given, every year and place keeps their
        // proportions to the headline.
        const headline2025 = series.get(REGION)![years.length - 1]!;
        const m25 = anchors.male?.[2025];
        const f25 = anchors.female?.[2025];
        let male =
          m25 !== undefined
            ? (value * m25) / headline2025
            : meta.aggregation === 'sum'
              ? value * 0.52
              : (2 * value) / (1 + ratio);
        let female =
          f25 !== undefined
            ? (value * f25) / headline2025
            : meta.aggregation === 'sum'
              ? value - round(male, meta.decimals)
              : male * ratio;
        if (geo === REGION) {
          male = anchors.male?.[year] ?? male;
          female = anchors.female?.[year] ?? female;
        }
        rows.push({ year, geo, group: 'male', value: round(clamp(meta, male), meta.decimals) });
        rows.push({ year, geo, group: 'female', value: round(clamp(meta, female), meta.decimals) });
      } else {
        // Sectors: the region's anchors, carried back at each sector's own pace, and scaled per place.
        const factor = value / series.get(REGION)![i]!;
        for (const sector of groups) {
          const own = anchors[sector];
          const base = own?.[2025] ?? value;
          const pace = own ? own[2025]! / own[2024]! : 1.04;
          const regional = own?.[year] ?? base / pace ** (2025 - year);
          const v = geo === REGION ? regional : regional * factor;
          rows.push({ year, geo, group: sector, value: round(v, meta.decimals) });
        }
      }
    });
  }
  return rows;
}

mkdirSync(path.join(dir, 'values'), { recursive: true });
let count = 0;
for (const file of readdirSync(path.join(dir, 'register')).filter((f) => f.endsWith('.json'))) {
  const register = JSON.parse(readFileSync(path.join(dir, 'register', file), 'utf8')) as IndicatorMeta[];
  for (const meta of register) {
    const [dimension] = meta.disaggregation;
    const header = ['Year', 'Governorate', ...(dimension ? [dimension] : []), 'Value'];
    const lines = rowsOf(meta).map((r) =>
      [r.year, r.geo, ...(dimension ? [r.group] : []), r.value.toFixed(meta.decimals)].join(','),
    );
    writeFileSync(path.join(dir, 'values', `${meta.id}.csv`), [header.join(','), ...lines, ''].join('\n'));
    count++;
  }
}
console.log(`sample-indicators: ${count} files in data/indicators/values/`);
