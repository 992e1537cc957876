import { domains } from '@content/domains';
import type * as React from 'react';
import { DomainCard } from '~/components/domain-card';
import { Container } from '~/components/page/container';
import { tabIds, type DataTab } from '../lib/tabs';
import { CpiPanel } from './cpi-panel';
import { SdgPanel } from './sdg-panel';
import type { CpiSummary, SdgEntry } from '@core/indicators/summaries';
import { useTexts } from '~/i18n';
import dataTexts from '~/i18n/namespaces/data';

function TabPanel({
  tab,
  selected,
  children,
}: {
  tab: DataTab;
  selected: DataTab;
  children: React.ReactNode;
}) {
  const ids = tabIds(tab);
  return (
    <div
      role="tabpanel"
      id={ids.panel}
      aria-labelledby={ids.tab}
      tabIndex={0}
      hidden={tab !== selected}
      className="pt-8 outline-none"
    >
      {children}
    </div>
  );
}

/**
 * Thematic Domains, SDG Dashboard and City Prosperity Index. Each tab has its address (/data, /data/sdg, /data/cpi),
 * whose page opens on it; every page holds the three panels, and the tab list (`tabList`, an island) shows the
 * chosen one. They are one `<hail-tabs>` (~/components/ui/tabs.browser.js), which shows a tab chosen before the
 * list's code has come.
 */
export function DataTabs({
  tab,
  tabList,
  sdg,
  cpi,
}: {
  tab: DataTab;
  tabList?: React.ReactNode;
  sdg: SdgEntry[];
  cpi: CpiSummary;
}) {
  const { t } = useTexts(dataTexts);
  return (
    <Container as="section" aria-label={t('tabs.label')} className="py-10">
      <hail-tabs className="block">
        {tabList}
        <TabPanel tab="domains" selected={tab}>
          <h2 className="sr-only">{t('tabs.domains')}</h2>
          <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
            {domains.map((domain, i) => (
              <li
                key={domain.id}
                className="render-card-when-near animate-rise"
                style={{ '--i': i } as React.CSSProperties}
              >
                <DomainCard domain={domain} className="h-full" />
              </li>
            ))}
          </ul>
        </TabPanel>
        <TabPanel tab="sdg" selected={tab}>
          <SdgPanel entries={sdg} />
        </TabPanel>
        <TabPanel tab="cpi" selected={tab}>
          <CpiPanel cpi={cpi} />
        </TabPanel>
      </hail-tabs>
    </Container>
  );
}
