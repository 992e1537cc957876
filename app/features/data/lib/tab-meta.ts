import { indicators } from '@content/indicators';
import { pageMeta, text } from '~/lib/meta';
import type { DataTab } from './tabs';

/** The title and description of each tab's page: /data (the domains), /data/sdg and /data/cpi. */
export function tabMeta(tab: DataTab) {
  const title = text(indicators.hero.title);
  if (tab === 'sdg')
    return pageMeta(`${text(indicators.sdg.title)} – ${title}`, text(indicators.sdg.description));
  if (tab === 'cpi')
    return pageMeta(`${text(indicators.cpi.title)} – ${title}`, text(indicators.cpi.description));
  return pageMeta(title, text(indicators.hero.lead));
}
