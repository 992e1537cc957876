import { governorateNames } from '@content/governorate-names';
import type { Localized } from '@content/schema';
import { OTHER, REGION } from '@core/indicators/vocabulary';

/** Every place an indicator reports on, in display order: the region, the six governorates, the others. */
export const geographies = [REGION, ...governorateNames.map((g) => g.id), OTHER];

const names: Record<string, Localized> = {
  [REGION]: { en: 'Hail Region', ar: 'منطقة حائل' },
  [OTHER]: { en: 'Other governorates', ar: 'المحافظات الأخرى' },
  ...Object.fromEntries(governorateNames.map((g) => [g.id, g.name])),
};

export const placeName = (geo: string): Localized => names[geo] ?? { en: geo, ar: geo };
