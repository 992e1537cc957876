/**
 * The part of an islands page's boot script (defer-hydration.ts) that runs as the page is parsed: until the
 * islands' script is here (it loads after the first paint), a click on a control in an island, or a widget's key
 * (a tab list's arrows), is held instead of lost, and the script takes it over as it starts (app/islands.client.tsx
 * makes it again once the island runs). The same rules as the script's own (hold() there): links are left to the
 * browser but for those whose click opens a dialog or runs code; a click with a modifier key is left alone; keys
 * typed in a field are typing. If the script cannot be loaded, the held clicks are made again on the page as it is.
 */
import { EARLY_INPUT, MOVES, TYPING_TAGS, WIDGETS } from '../../core/early-input.ts';

export const earlyHold = () =>
  [
    `var early=window.${EARLY_INPUT}={events:[],stop:function(){`,
    'removeEventListener("click",keep,true);removeEventListener("keydown",keep,true)}};',
    // The HTML element an event was made on (on an icon, the element it is drawn in)
    'function on(e){var t=e.target;while(t&&!(t instanceof HTMLElement))t=t.parentElement;return t}',
    'function keep(e){',
    'var t=on(e);',
    'if(!t||!t.closest("[data-island]"))return;',
    'if(e.type==="click"){',
    'var a=t.closest("a[href]");',
    'if(a&&!a.hasAttribute("aria-haspopup")&&!a.hasAttribute("data-hold-click"))return;',
    'if(e.button||e.ctrlKey||e.metaKey||e.shiftKey||e.altKey)return}',
    `else if(${JSON.stringify(MOVES)}.indexOf(e.key)<0||e.ctrlKey||e.metaKey||e.altKey||t.isContentEditable||`,
    `${JSON.stringify(TYPING_TAGS)}.indexOf(t.tagName)>=0||!t.closest(${JSON.stringify(WIDGETS)}))return;`,
    'e.preventDefault();e.stopImmediatePropagation();early.events.push(e)}',
    'addEventListener("click",keep,true);addEventListener("keydown",keep,true);',
    // The script failed to load: the held clicks go to the page as it is (a link still leads to its page)
    'function letGo(){early.stop();early.events.splice(0).forEach(function(e){',
    'var t=on(e);if(e.type==="click"&&t&&t.isConnected)t.click()})}',
  ].join('');
