import { indicators } from '@content/indicators';
import type { Localized } from '@content/schema';
import type { DataTab } from './tabs';

/** The title and description of each tab's page: /data (the domains), /data/sdg and /data/cpi. */
export function tabMeta(tab: DataTab, l: (field: Localized) => string) {
  const title = l(indicators.hero.title);
  if (tab === 'sdg')
    return { title: `${l(indicators.sdg.title)} – ${title}`, description: l(indicators.sdg.description) };
  if (tab === 'cpi')
    return { title: `${l(indicators.cpi.title)} – ${title}`, description: l(indicators.cpi.description) };
  return { title, description: l(indicators.hero.lead) };
}
