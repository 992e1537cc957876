import { useLayoutEffect, useRef, useState } from 'react';
import { useLocalizePath, useNavigateTo } from '~/i18n/link';
import { pathForTab, tabIds, type DataTab } from '../lib/tabs';

/** A tab's words, given by the page (the island's props): its name, and its page's title for the window. */
export type TabText = { id: DataTab; label: string; title: string };

/** The tab to focus once the page has been rendered anew for it (under React Router, each tab is a route). */
let focusOnArrival: DataTab | null = null;

/** The chosen tab's panel shown (the page's HTML holds them all) and its title the window's. */
function showPanel(tabs: TabText[], tab: DataTab) {
  for (const { id } of tabs) {
    const panel = document.getElementById(tabIds(id).panel);
    if (panel) panel.hidden = id !== tab;
  }
  document.title = tabs.find((t) => t.id === tab)?.title ?? document.title;
  focusOnArrival = tab;
}

/**
 * The Data page's tab list (WAI-ARIA tabs, automatic activation): a click, Enter, Space or focus — arrow keys, Home,
 * End — chooses a tab, which shows its panel and replaces the address (/data, /data/sdg, /data/cpi) without a page
 * load. Every panel is in the page's HTML (./data-tabs.tsx), so the tab list is all that runs: an island of its own,
 * a few hundred bytes where Radix's tabs, which render their panels, would be 9 KB.
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
  const list = useRef<HTMLDivElement>(null);
  const navigate = useNavigateTo();
  const localize = useLocalizePath();
  const tabElement = (tab: DataTab) => document.getElementById(tabIds(tab).tab);
  useLayoutEffect(() => {
    if (focusOnArrival === selected) tabElement(selected)?.focus();
    focusOnArrival = null;
  }, [selected]);
  const choose = (tab: DataTab) => {
    if (tab === active) return;
    setActive(tab);
    showPanel(tabs, tab);
    navigate(localize(pathForTab(tab)), { replace: true, samePage: true });
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
    tabElement(tabs[next]!.id)?.focus();
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
