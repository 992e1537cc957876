import { lazy } from 'react';

/*
 * The charts' code (Recharts, 90 KB gzip) is fetched when the first chart is about to be seen (ChartFrame), not
 * with the page: the dashboard's figures, filters and tables are there before it.
 */
const charts = () => import('./charts');
export const TrendLines = lazy(() => charts().then((m) => ({ default: m.TrendLines })));
export const GroupBars = lazy(() => charts().then((m) => ({ default: m.GroupBars })));
