import { useRef, useState } from 'react';
import { localize as localizeTo } from '@core/paths';
import { TabsList, tabClass } from '~/components/ui/tabs';
import { useLanguage } from '~/i18n';
import { navigate } from '~/lib/address';
import { useAsked } from '~/lib/use-asked';
import { cn } from '~/lib/utils';
import { dataTabs, pathForTab, tabIds, type DataTab } from '../lib/tabs';

/** A tab's words, given by the page (the island's props): its name, and its page's title for the window. */
export type TabText = { id: DataTab; label: string; title: string };

/**
 * The Data page's tab list (WAI-ARIA tabs, automatic activation): a click, Enter, Space or focus — arrow keys, Home,
 * End — chooses a tab, which shows its panel and replaces the address (/data, /data/sdg, /data/cpi) without a page
 * load. Every panel is in the page's HTML, in the same `<hail-tabs>` (./data-tabs.tsx), so the tab list is all that
 * runs. Before its code comes, `<hail-tabs>` shows the chosen tab; when it starts, the address and title follow it.
 */
export function DataTabList({
  tabs,
  selected,
  label,
}: {
  tabs: TabText[];
  selected: DataTab;
  label: string;
}) {
  const [active, setActive] = useState(selected);
  // The page's <hail-tabs>, which holds this list and the panels
  const root = useRef<Element | null>(null);
  const lang = useLanguage();
  const localize = (path: string) => localizeTo(path, lang);
  const choose = (tab: DataTab) => {
    if (tab === active) return;
    setActive(tab);
    for (const panel of root.current?.querySelectorAll<HTMLElement>('[role=tabpanel]') ?? [])
      panel.hidden = panel.id !== tabIds(tab).panel;
    document.title = tabs.find((t) => t.id === tab)?.title ?? document.title;
    navigate(localize(pathForTab(tab)), { replace: true, samePage: true });
  };
  useAsked(root, true, (asked) => {
    const tab = dataTabs.find((t) => t === asked);
    if (tab) choose(tab);
  });
  return (
    <TabsList
      ref={(list) => {
        root.current = list?.closest('hail-tabs') ?? null;
      }}
      aria-label={label}
      className="w-full sm:w-fit"
    >
      {tabs.map((tab) => (
        <button
          key={tab.id}
          type="button"
          role="tab"
          value={tab.id}
          id={tabIds(tab.id).tab}
          aria-controls={tabIds(tab.id).panel}
          aria-selected={tab.id === active}
          data-state={tab.id === active ? 'active' : 'inactive'}
          tabIndex={tab.id === active ? 0 : -1}
          onClick={() => choose(tab.id)}
          onFocus={() => choose(tab.id)}
          onKeyDown={(event) => {
            if (event.key === 'Enter' || event.key === ' ') choose(tab.id);
          }}
          className={cn(tabClass, 'flex-1 sm:flex-none')}
        >
          {tab.label}
        </button>
      ))}
    </TabsList>
  );
}
