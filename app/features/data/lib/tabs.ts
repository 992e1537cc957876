/** The Data page's tabs; each has its own address so every view can be shared. */
export const dataTabs = ['domains', 'sdg', 'cpi'] as const;
export type DataTab = (typeof dataTabs)[number];

const routeIds: Record<string, DataTab> = { data: 'domains', 'data-sdg': 'sdg', 'data-cpi': 'cpi' };

/** The tab a route of app/routes.ts opens: 'data' → domains (the default), 'data-sdg' → sdg, 'data-cpi' → cpi (Arabic ids: 'ar-data-sdg' …). */
export function tabForRouteId(routeId: string | undefined): DataTab {
  return (routeId && routeIds[routeId.replace(/^ar-/, '')]) || 'domains';
}

/** The address of a tab: /data, /data/sdg, /data/cpi. */
export function pathForTab(tab: DataTab): string {
  return tab === 'domains' ? '/data' : `/data/${tab}`;
}

/** The ids of a tab and of its panel, which the tab list (an island) and the page's static panels share. */
export const tabIds = (tab: DataTab) => ({ tab: `data-tab-${tab}`, panel: `data-panel-${tab}` });
