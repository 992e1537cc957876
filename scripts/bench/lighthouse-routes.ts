/**
 * What `npm run bench:lighthouse` (./lighthouse.ts) measures and what it holds each route to: every main route in
 * English and Arabic, the budgets of issue 16, and the map pages with their own.
 */
import { localize } from '../../core/paths.ts';

const englishRoutes = [
  '/',
  '/about',
  '/data',
  '/data/economy',
  '/data/catalogue',
  // The catalogue rendered on demand for a query (its results in the HTML)
  '/data/catalogue?q=water',
  '/tools',
  // The map pages at a phone's first screen, where their map is below (it starts when it comes into view), and
  // with their map drawn as the page loads (`#map`: measured on a phone screen tall enough to show it, below).
  '/tools/gis',
  '/tools/gis#map',
  '/data/catalogue/groundwater-well-locations',
  '/data/catalogue/groundwater-well-locations#map-heading',
  '/publications',
  '/participate',
  // Indicators: a page with its chart, a domain's list with sparklines, the SDG and CPI views, a profile.
  '/data/indicators/population',
  '/data/people-society',
  '/data/sdg',
  '/data/cpi',
  '/about/governorates/baqaa',
  // The search's results page, the dashboards gallery and the observatory.
  '/search',
  '/tools/dashboards',
  '/tools/observatory',
  '/participate/learn',
  '/participate/support',
  // The not-found page (answered with status 404).
  '/no-such-page',
];
// The Arabic edition: the same pages under /ar (RTL layout, Arabic typeface).
export const allRoutes = [...englishRoutes, ...englishRoutes.map((r) => localize(r, 'ar'))];
// The budgets of issue 42 (DESIGN.md): content pages; the map pages (below) are held to 90 with their map drawn.
export const budgets = {
  performance: 95,
  accessibility: 100,
  'best-practices': 100,
  seo: 100,
  lcpMs: 1500,
  cls: 0.02,
  startJsKb: 130,
};
export const MAP_PERFORMANCE = 90;
/**
 * `#map` and `#map-heading` mark a map page measured with its map in the first screen: the same phone (412 px wide,
 * Lighthouse's mobile throttling) with a screen 2,000 px high, where the GIS Hub's map and a dataset's map preview
 * are in view at load and drawn. (Opening the page at its anchor instead leaves Lighthouse without an LCP.)
 */
export const MAP_IN_VIEW = /#map(-heading)?$/;
export const tallPhone = { mobile: true, width: 412, height: 2000, deviceScaleFactor: 1.75, disabled: false };
// The map pages: their JavaScript includes the map they draw once painted (MapLibre)
export const mapPages = /^(\/ar)?\/(tools\/gis|data\/catalogue\/groundwater-well-locations)(#.*)?$/;
// The not-found page, measured as served (status 404)
export const notFound = /no-such-page$/;
