import { SEARCH_ID } from '~/components/search/search-scope';
import { LANGUAGE_KEY } from '~/i18n';
import tabs from '~/components/ui/tabs.browser.js?raw';
import toggleGroup from '~/components/ui/toggle-group.browser.js?raw';
import asked from '~/lib/asked.browser.js?raw';
import languageSwitch from '~/components/layout/language-switch.browser.js?raw';
import page from './early-script.browser.js?raw';

/**
 * The page's first script, inline in <head> (its hash goes into the page's Content-Security-Policy), for what
 * must answer before an island's code has come. Each part is written beside what it answers for, and acts only
 * until the island answers (tabs and toggles: until the island marks them `data-started`; forms and the search:
 * while the island's code has not come, `astro-island[ssr]`); what was asked is marked for the island, which reads
 * it as it starts (~/lib/use-asked.ts):
 * - `<hail-tabs>` shows a tab chosen (a tap; the arrow keys, Home and End) selected, with its panel
 *   (~/components/ui/tabs.browser.js);
 * - `<hail-toggle-group>` shows a toggle button tapped pressed, the others not (~/components/ui/toggle-group.browser.js:
 *   the home page's map);
 * - a form marked `data-asks` that is sent stays on the page, marked as asked and busy (~/lib/asked.browser.js:
 *   the GIS query, a download);
 * - the language link goes to the same view (query and anchor), and the choice is remembered
 *   (~/components/layout/language-switch.browser.js);
 * - Ctrl/⌘+K and '/' (outside a field) open the search dialog (./early-script.browser.js); what is typed there
 *   before its code has come is searched when it starts, by asking the server.
 */
export const earlyScript = [tabs, toggleGroup, asked, languageSwitch, page]
  .join('')
  .replace(/^ *\/\/.*\n/gm, '')
  .replace(/LANGUAGE_KEY/g, JSON.stringify(LANGUAGE_KEY))
  .replace(/SEARCH_ID/g, JSON.stringify(SEARCH_ID));
