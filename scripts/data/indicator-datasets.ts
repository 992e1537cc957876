/**
 * Each indicator is also a catalogue dataset (/data/catalogue/indicator-<id>): its tidy values published in the
 * catalogue's formats, found, searched and harvested (CKAN API, DCAT) with every other dataset.
 */
import { dataSources } from '../../content/datasets.ts';
import { domains } from '../../content/domains.ts';
import type { Indicator } from '../../core/indicators/schema.ts';
import { domainCategory, FIRST_YEAR, years } from '../../core/indicators/vocabulary.ts';
import type { Field } from '../../core/catalogue/types.ts';
import type { LoadedDataset, Row } from './load.ts';

/** Catalogue numbers of indicator datasets start here, after the hand-made datasets. */
const FIRST_ID = 1001;
/** The release that carried the 2025 figures. */
export const RELEASED = '2025-09-30';

export const indicatorSlug = (id: string) => `indicator-${id}`;

function fields(indicator: Indicator): Field[] {
  const [dimension] = indicator.disaggregation;
  return [
    {
      name: 'year',
      type: 'integer',
      title: { en: 'Year', ar: 'السنة' },
    },
    {
      name: 'governorate',
      type: 'string',
      title: { en: 'Governorate', ar: 'المحافظة' },
      description: {
        en: 'Governorate id; hail-region is the region, other the governorates not reported one by one.',
        ar: 'معرّف المحافظة؛ hail-region للمنطقة كلها، وother لبقية المحافظات مجتمعةً.',
      },
    },
    ...(dimension === 'Sex'
      ? [
          {
            name: 'sex',
            type: 'string' as const,
            title: { en: 'Sex', ar: 'الجنس' },
            description: {
              en: 'male, female; empty for both.',
              ar: 'male للذكور وfemale للإناث؛ فارغ للجميع.',
            },
          },
        ]
      : dimension === 'Sector'
        ? [
            {
              name: 'sector',
              type: 'string' as const,
              title: { en: 'Sector', ar: 'القطاع' },
              description: {
                en: 'agriculture, manufacturing, services, construction; empty for all sectors.',
                ar: 'agriculture للزراعة وmanufacturing للصناعة التحويلية وservices للخدمات وconstruction للبناء؛ فارغ لجميع القطاعات.',
              },
            },
          ]
        : []),
    {
      name: 'value',
      type: 'number',
      title: indicator.name,
      unit: indicator.unit.en,
      description: indicator.definition,
    },
  ];
}

/** The indicator's values as table rows, year by year, the region first. */
function rowsOf(indicator: Indicator): Row[] {
  const [dimension] = indicator.disaggregation;
  const rows: Row[] = [];
  years.forEach((year, i) => {
    for (const s of indicator.series) {
      const value = s.values[i];
      if (value === null || value === undefined) continue;
      rows.push({
        year,
        governorate: s.geo,
        ...(dimension ? { [dimension.toLowerCase()]: s.group } : {}),
        value,
      });
    }
  });
  return rows;
}

export function indicatorDatasets(indicators: Indicator[], dir: string): LoadedDataset[] {
  return indicators.map((indicator, i) => {
    const domain = domains.find((d) => d.id === indicator.domain)!;
    const publisher = dataSources.find((s) => s.id === indicator.source)!;
    const filled = years.filter((_, y) => indicator.series.some((s) => s.values[y] !== null));
    const from = filled[0] ?? FIRST_YEAR;
    const to = filled.at(-1) ?? FIRST_YEAR;
    const sdg = indicator.sdg;
    return {
      slug: indicatorSlug(indicator.id),
      dir,
      publisher: { id: publisher.id, name: publisher.name },
      kind: 'table',
      features: null,
      geometryType: null,
      rows: rowsOf(indicator),
      meta: {
        id: FIRST_ID + i,
        title: indicator.name,
        description: {
          en: `${indicator.definition.en} Yearly values for the Hail region and its governorates, ${from}–${to}.`,
          ar: `${indicator.definition.ar} قيم سنوية لمنطقة حائل ومحافظاتها، ${from}–${to}.`,
        },
        keywords: {
          en: ['indicator', domain.title.en, ...(sdg ? [`SDG ${sdg.goal}`, `SDG target ${sdg.target}`] : [])],
          ar: ['مؤشر', domain.title.ar, ...(sdg ? [`الهدف ${sdg.goal}`, `الغاية ${sdg.target}`] : [])],
        },
        category: domainCategory[indicator.domain],
        publisher: publisher.id,
        contactPoint: {
          name: { en: 'HRDA Open Data Team', ar: 'فريق البيانات المفتوحة بهيئة تطوير منطقة حائل' },
          email: 'opendata@hailhub.sa',
        },
        license: 'CC-BY-4.0',
        spatial: { en: 'Hail Region, Saudi Arabia', ar: 'منطقة حائل، المملكة العربية السعودية' },
        temporal: { from: `${from}-01-01`, to: `${to}-12-31` },
        frequency: indicator.frequency,
        issued: '2024-06-30',
        modified: RELEASED,
        provenance: {
          en: 'Illustrative figures made for the portal (data/indicators, scripts/data/sample-indicators.ts): not official statistics.',
          ar: 'أرقام توضيحية أُعدّت للبوابة (data/indicators و scripts/data/sample-indicators.ts)، وليست إحصاءات رسمية.',
        },
        illustrative: true,
        downloads: 0,
        featured: false,
        formats: ['CSV', 'Excel', 'JSON'],
        file: { path: `${indicator.id}.csv`, fields: fields(indicator) },
      },
    } satisfies LoadedDataset;
  });
}
