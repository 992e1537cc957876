/**
 * An indicator: its register entry (data/indicators/register/<domain>.json, edited by staff) and its published
 * record (build/data/indicators.json: the entry with its values, read by pages and downloads).
 */
import { z } from 'zod';
import { id, isoDate, localized } from '../schema.ts';
import { frequencies } from '../catalogue/vocabulary.ts';
import { cpiDimensionIds, disaggregations, domainIds } from './vocabulary.ts';

const disaggregationNames = Object.keys(disaggregations) as [keyof typeof disaggregations];

export const IndicatorMetaSchema = z
  .object({
    id,
    name: localized,
    definition: localized,
    unit: localized,
    /** Decimals shown (and kept in the CSV). */
    decimals: z.number().int().min(0).max(3),
    direction: z.enum(['higher-is-better', 'lower-is-better']),
    /** 'sum': the governorates' values (with 'other') add up to the region's; 'rate': they do not. */
    aggregation: z.enum(['sum', 'rate']),
    /** Id of the publishing organisation (content/datasets.ts, dataSources). */
    source: id,
    frequency: z.enum(frequencies),
    sdg: z
      .object({
        goal: z.number().int().min(1).max(17),
        /** The SDG target code, e.g. "3.8". */
        target: z
          .string()
          .regex(/^\d{1,2}\.(\d{1,2}|[a-z])$/, 'must be an SDG target code such as 3.8, 16.10 or 6.a'),
        /** The value that meets the target by targetYear, in the indicator's unit. */
        targetValue: z.number(),
        targetYear: z.number().int().min(2025).max(2050),
      })
      .strict()
      .nullable(),
    cpi: z
      .object({
        dimension: z.enum(cpiDimensionIds),
        /** The values scoring 0 and 100 (UN-Habitat's benchmarks); worst > best when lower is better. */
        worst: z.number(),
        best: z.number(),
      })
      .strict()
      .nullable(),
    disaggregation: z.array(z.enum(disaggregationNames)).max(1),
    /**
     * How the illustrative values in values/<id>.csv were generated (scripts/data/sample-indicators.ts): the
     * region's first and last values and the spread between governorates. Drop it when real figures come.
     */
    sample: z
      .object({ '2011': z.number(), '2025': z.number(), spread: z.number().min(0).max(1) })
      .strict()
      .optional(),
  })
  .strict()
  .superRefine((m, ctx) => {
    if (m.cpi && m.cpi.worst === m.cpi.best)
      ctx.addIssue({ code: 'custom', path: ['cpi'], message: 'worst and best must differ' });
    if (m.cpi && m.cpi.worst < m.cpi.best !== (m.direction === 'higher-is-better'))
      ctx.addIssue({
        code: 'custom',
        path: ['cpi'],
        message: `${m.direction}: worst must be ${m.direction === 'higher-is-better' ? 'below' : 'above'} best`,
      });
  });
export type IndicatorMeta = z.infer<typeof IndicatorMetaSchema>;

/** One line of an indicator: a place (region, governorate or 'other'), a disaggregation value or none. */
export const SeriesSchema = z
  .object({
    geo: id,
    /** e.g. 'female' for Sex; null for the headline (all). */
    group: z.string().nullable(),
    /** One value per year of vocabulary.years; null where none was published. */
    values: z.array(z.number().nullable()),
  })
  .strict();
export type Series = z.infer<typeof SeriesSchema>;

export const IndicatorSchema = IndicatorMetaSchema.safeExtend({
  domain: z.enum(domainIds),
  /** The catalogue dataset that publishes its values (/data/catalogue/<slug>). */
  datasetSlug: id,
  /** The release that published its latest values. */
  modified: isoDate,
  series: z.array(SeriesSchema),
});
export type Indicator = z.infer<typeof IndicatorSchema>;

export const IndicatorsFileSchema = z.object({ indicators: z.array(IndicatorSchema) }).strict();
