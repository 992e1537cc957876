import { useEffect, useRef, useState } from 'react';
import { localize as localizeTo } from '@core/paths';
import { useLanguage } from '~/i18n';
import { navigate } from '~/lib/address';
import { dataTabs, pathForTab, tabIds, type DataTab } from '../lib/tabs';

/** A tab's words, given by the page (the island's props): its name, and its page's title for the window. */
export type TabText = { id: DataTab; label: string; title: string };

/** The tab selected in the page: a visitor may have chosen one before the code came (the page's early script). */
const selectedInPage = () =>
  typeof document === 'undefined'
    ? undefined
    : dataTabs.find(
        (tab) => document.getElementById(tabIds(tab).tab)?.getAttribute('aria-selected') === 'true',
      );

/**
 * The Data page's tab list (WAI-ARIA tabs, automatic activation): a click, Enter, Space or focus — arrow keys, Home,
 * End — chooses a tab, which shows its panel and replaces the address (/data, /data/sdg, /data/cpi) without a page
 * load. Every panel is in the page's HTML (./data-tabs.tsx), so the tab list is all that runs. Before its code
 * comes, the page's early script shows the chosen tab; when it starts, the address and title follow that tab.
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
  const [active, setActive] = useState(() => selectedInPage() ?? selected);
  const list = useRef<HTMLDivElement>(null);
  const lang = useLanguage();
  const localize = (path: string) => localizeTo(path, lang);
  const show = (tab: DataTab) => {
    for (const { id } of tabs) {
      const panel = document.getElementById(tabIds(id).panel);
      if (panel) panel.hidden = id !== tab;
    }
    document.title = tabs.find((t) => t.id === tab)?.title ?? document.title;
    navigate(localize(pathForTab(tab)), { replace: true, samePage: true });
  };
  useEffect(() => {
    if (active !== selected) show(active);
    // Once, as the code starts
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const choose = (tab: DataTab) => {
    if (tab === active) return;
    setActive(tab);
    show(tab);
  };
  const onKeyDown = (event: React.KeyboardEvent, index: number) => {
    const rtl = getComputedStyle(list.current!).direction === 'rtl';
    const steps: Record<string, number> = { ArrowRight: rtl ? -1 : 1, ArrowLeft: rtl ? 1 : -1 };
    const last = tabs.length - 1;
    let next: number;
    if (event.key in steps) next = (index + steps[event.key]! + tabs.length) % tabs.length;
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = last;
    else if (event.key === 'Enter' || event.key === ' ')
      return (event.preventDefault(), choose(tabs[index]!.id));
    else return;
    event.preventDefault();
    // Focus chooses it
    document.getElementById(tabIds(tabs[next]!.id).tab)?.focus();
  };
  return (
    <div
      ref={list}
      role="tablist"
      aria-label={label}
      aria-orientation="horizontal"
      className="inline-flex w-full max-w-full flex-wrap items-center gap-1 rounded-lg bg-muted p-1 sm:w-fit"
    >
      {tabs.map((tab, index) => (
        <button
          key={tab.id}
          type="button"
          role="tab"
          id={tabIds(tab.id).tab}
          aria-controls={tabIds(tab.id).panel}
          aria-selected={tab.id === active}
          data-state={tab.id === active ? 'active' : 'inactive'}
          tabIndex={tab.id === active ? 0 : -1}
          onClick={() => choose(tab.id)}
          onFocus={() => choose(tab.id)}
          onKeyDown={(event) => onKeyDown(event, index)}
          className="inline-flex min-h-9 flex-1 cursor-pointer items-center justify-center gap-1.5 rounded-md px-3 py-1.5 text-sm font-medium text-muted-foreground transition-colors outline-none hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/60 data-[state=active]:bg-card data-[state=active]:text-foreground data-[state=active]:shadow-sm sm:flex-none"
        >
          {tab.label}
        </button>
      ))}
    </div>
  );
}
