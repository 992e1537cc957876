import { domains } from '@content/domains';
import type * as React from 'react';
import { useTranslation } from 'react-i18next';
import { useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { DomainCard } from '~/components/domain-card';
import { useLocalizePath } from '~/i18n/link';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '~/components/ui/tabs';
import { isDataTab, pathForTab, type DataTab } from '../lib/tabs';
import { CpiPanel } from './cpi-panel';
import { SdgPanel } from './sdg-panel';
import { Container } from '~/components/page/container';
import type { CpiSummary, SdgEntry } from '@core/indicators/summaries';
import '~/i18n/namespaces/data';

/**
 * Thematic Domains, SDG Dashboard and City Prosperity Index. The selected tab follows the address (/data,
 * /data/sdg, /data/cpi); choosing a tab by click, Enter, Space or arrow-key focus replaces the address.
 */
export function DataTabs({ tab, sdg, cpi }: { tab: DataTab; sdg: SdgEntry[]; cpi: CpiSummary }) {
  const { t } = useTranslation('data');
  const navigate = useNavigate();
  const localize = useLocalizePath();
  const location = useLocation();
  const listRef = useRef<HTMLDivElement>(null);
  const onValueChange = (value: string) => {
    if (!isDataTab(value) || value === tab) return;
    void navigate(localize(pathForTab(value)), {
      replace: true,
      preventScrollReset: true,
      state: { fromTab: true },
    });
  };
  // Each address is its own route, so the page mounts anew after a tab change: give focus back to the tab
  // that was chosen, so arrow keys keep moving along the tab list.
  useLayoutEffect(() => {
    if ((location.state as { fromTab?: boolean } | null)?.fromTab)
      listRef.current?.querySelector<HTMLElement>('[role="tab"][data-state="active"]')?.focus();
  }, [location]);
  return (
    <Container as="section" aria-label={t('tabs.label')} className="py-10">
      <Tabs value={tab} onValueChange={onValueChange}>
        <TabsList ref={listRef} aria-label={t('tabs.label')} className="w-full sm:w-fit">
          <TabsTrigger value="domains" className="flex-1 sm:flex-none">
            {t('tabs.domains')}
          </TabsTrigger>
          <TabsTrigger value="sdg" className="flex-1 sm:flex-none">
            {t('tabs.sdg')}
          </TabsTrigger>
          <TabsTrigger value="cpi" className="flex-1 sm:flex-none">
            {t('tabs.cpi')}
          </TabsTrigger>
        </TabsList>
        <TabsContent value="domains" className="pt-4">
          <h2 className="sr-only">{t('tabs.domains')}</h2>
          <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
            {domains.map((domain, i) => (
              <li key={domain.id} className="animate-rise" style={{ '--i': i } as React.CSSProperties}>
                <DomainCard domain={domain} className="h-full" />
              </li>
            ))}
          </ul>
        </TabsContent>
        <TabsContent value="sdg" className="pt-4">
          <SdgPanel entries={sdg} />
        </TabsContent>
        <TabsContent value="cpi" className="pt-4">
          <CpiPanel cpi={cpi} />
        </TabsContent>
      </Tabs>
    </Container>
  );
}
