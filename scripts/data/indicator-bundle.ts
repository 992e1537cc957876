/**
 * All indicator data in two files, for the Data page's 'Download Data': one tidy CSV (a row per indicator,
 * year, place and breakdown value) and one workbook with a sheet per domain and a metadata sheet describing
 * every indicator in English and Arabic.
 */
import ExcelJS from 'exceljs';
import { dataSources } from '../../content/datasets.ts';
import { domains } from '../../content/domains.ts';
import { BOM, toCsv } from '../../core/csv.ts';
import type { Indicator } from '../../core/indicators/schema.ts';
import { years } from '../../core/indicators/vocabulary.ts';
import { rezip } from './formats/zip.ts';

export const BUNDLE = { csv: 'hail-indicators.csv', xlsx: 'hail-indicators.xlsx' };

const COLUMNS = [
  'indicator_id',
  'indicator',
  'domain',
  'unit',
  'year',
  'governorate',
  'breakdown',
  'group',
  'value',
];

function rows(indicators: Indicator[]) {
  return indicators.flatMap((i) =>
    i.series.flatMap((s) =>
      years.flatMap((year, y) => {
        const value = s.values[y];
        if (value === null || value === undefined) return [];
        const breakdown = s.group ? (i.disaggregation[0] ?? '').toLowerCase() : '';
        return [
          [i.id, i.name.en, i.domain, i.unit.en, year, s.geo, breakdown, s.group ?? '', value] as const,
        ];
      }),
    ),
  );
}

export function bundleCsv(indicators: Indicator[]): Uint8Array {
  return new TextEncoder().encode(BOM + toCsv([COLUMNS, ...rows(indicators).map((r) => [...r])]));
}

export async function bundleXlsx(indicators: Indicator[], released: string): Promise<Uint8Array> {
  const workbook = new ExcelJS.Workbook();
  // The release's date, not the build's: the same data gives the same file.
  workbook.created = workbook.modified = new Date(`${released}T00:00:00Z`);
  workbook.creator = workbook.lastModifiedBy = 'Hail Regional Development Authority';
  workbook.title = 'Hail region indicators';
  for (const domain of domains) {
    // A sheet per domain, named in English (Excel allows at most 31 characters).
    const sheet = workbook.addWorksheet(domain.title.en.replace('&', 'and').slice(0, 31));
    sheet.columns = COLUMNS.map((header) => ({ header, width: header === 'indicator' ? 40 : 14 }));
    sheet.getRow(1).font = { bold: true };
    sheet.views = [{ state: 'frozen', ySplit: 1 }];
    sheet.addRows(rows(indicators.filter((i) => i.domain === domain.id)).map((r) => [...r]));
  }
  const meta = workbook.addWorksheet('Metadata');
  const header = [
    'indicator_id',
    'domain',
    'name_en',
    'name_ar',
    'definition_en',
    'definition_ar',
    'unit_en',
    'unit_ar',
    'decimals',
    'better_when',
    'aggregation',
    'source',
    'sdg_target',
    'sdg_target_value',
    'cpi_dimension',
    'illustrative',
  ];
  meta.columns = header.map((h) => ({ header: h, width: /definition|name/.test(h) ? 50 : 16 }));
  meta.getRow(1).font = { bold: true };
  meta.views = [{ state: 'frozen', ySplit: 1 }];
  for (const i of indicators)
    meta.addRow([
      i.id,
      i.domain,
      i.name.en,
      i.name.ar,
      i.definition.en,
      i.definition.ar,
      i.unit.en,
      i.unit.ar,
      i.decimals,
      i.direction === 'higher-is-better' ? 'higher' : 'lower',
      i.aggregation,
      dataSources.find((s) => s.id === i.source)?.name.en ?? i.source,
      i.sdg ? `${i.sdg.target} (${i.sdg.targetYear})` : '',
      i.sdg?.targetValue ?? '',
      i.cpi?.dimension ?? '',
      'yes: illustrative figures, not official statistics',
    ]);
  const buffer = await workbook.xlsx.writeBuffer();
  return rezip(new Uint8Array(buffer), released);
}
