/** The Data page's tabs; each has its own address so every view can be shared. */
export const dataTabs = ['domains', 'sdg', 'cpi'] as const;
export type DataTab = (typeof dataTabs)[number];

/** The address of a tab: /data, /data/sdg, /data/cpi. */
export function pathForTab(tab: DataTab): string {
  return tab === 'domains' ? '/data' : `/data/${tab}`;
}

/** The ids of a tab and of its panel, which the tab list (an island) and the page's static panels share. */
export const tabIds = (tab: DataTab) => ({ tab: `data-tab-${tab}`, panel: `data-panel-${tab}` });
