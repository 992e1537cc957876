import { SEARCH_ID } from '~/components/search/search-scope';
import { SEARCH_INDEX } from '@core/search/records';
import { LANGUAGE_KEY } from '~/i18n';
import source from './early-script.browser.js?raw';

/**
 * The page's first script, inline in <head> (its hash goes into the page's Content-Security-Policy), for what
 * must answer before an island's code has come. It leaves alone what an island already runs (`astro-island[ssr]`
 * is one whose code has not come yet):
 * - a tab chosen (a tap; the arrow keys, Home and End) is shown selected with its panel; the island reads which
 *   tab is selected when it starts (~/components/ui/tabs);
 * - one of a list's toggle buttons tapped is shown pressed, the others not; the island reads which when it starts
 *   (the home page's map);
 * - a form marked `data-asks` that is sent stays on the page, marked as asked (`data-asked`: the value of the
 *   button that sent it; `aria-busy`): the island does what it asks when it starts (the GIS query, a download);
 * - the language link goes to the same view (query and anchor), and the choice is remembered;
 * - Ctrl/⌘+K and '/' (outside a field) open the search dialog; as it opens, its index is fetched (the dialog's
 *   code, when it comes, finds it in the cache).
 */
export const earlyScript = source
  .replace(/^\/\/.*\n/, '')
  .replace('LANGUAGE_KEY', JSON.stringify(LANGUAGE_KEY))
  .replace(/SEARCH_ID/g, JSON.stringify(SEARCH_ID))
  .replace('SEARCH_INDEX', JSON.stringify(SEARCH_INDEX));
