import { z } from 'zod';
import { defineContent, id, localized } from './schema';

/**
 * /tools/observatory: the regional urban observatory — the indicators to watch, named by their register ids
 * (data/indicators/register); values, trends and status come from the published series.
 */
export const observatory = defineContent(
  'content/observatory.ts',
  z.object({
    hero: z.object({ title: localized, lead: localized }),
    /** How many years back the trend compares the latest value with. */
    trendYears: z.number().int().min(1).max(10),
    watch: z.array(id).min(1),
  }),
  {
    hero: {
      title: { en: 'Regional Observatory', ar: 'المرصد الإقليمي' },
      lead: {
        en: 'The indicators the authority watches most closely, with their latest value, their trend and whether they are moving the right way.',
        ar: 'المؤشرات التي تتابعها الهيئة عن كثب، بأحدث قيمها واتجاهها وما إذا كانت تتحرك في الاتجاه الصحيح.',
      },
    },
    trendYears: 5,
    watch: [
      'population',
      'unemployment-rate',
      'grp-per-capita',
      'average-monthly-wage',
      'housing-ownership-rate',
      'convenient-access-to-public-transport',
      'residents-near-public-park',
      'households-connected-to-piped-water',
      'groundwater-level-decline',
      'renewable-share-of-electricity',
      'pm10-annual-mean',
      'public-service-satisfaction',
    ],
  },
);
