/**
 * Pages paint before their JavaScript loads. React Router's prerendered page names its code twice: a
 * `<link rel="modulepreload">` per file in the head and a module script that imports the entry. On a phone's
 * network those downloads (about 220 KB) compete with the page's CSS and fonts, so the content already in the
 * HTML paints late. Here the preload links go, and the module script becomes a classic script that, once the
 * first frame is painted, adds the same preloads (at low fetch priority, so that fonts and images the page shows
 * go first) and imports the same modules in the same order: the page paints on HTML and CSS alone, then hydrates
 * as before.
 */

import { islandsFiles, isIslandsPage, type IslandsBuild } from '../../core/built/islands.ts';
import { earlyHold } from './early-hold.ts';

const PRELOAD = /<link rel="modulepreload" href="([^"]+)"\/?>/g;
const BOOT = /<script type="module" async="">([\s\S]*?)<\/script>/;
const SIDE_EFFECT = /import "([^"]+)";/g;
const NAMESPACE = /import \* as (\w+) from "([^"]+)";/g;

/** Preload links added per task. */
export const PRELOAD_BATCH = 1;

export class DeferHydrationError extends Error {}

/** The scripts a page's boot script (written below) preloads and imports: what the page loads at start. */
export function bootFiles(html: string): string[] {
  const list = /var hrefs=(\[[^\]]*\])/.exec(html)?.[1];
  return list ? (JSON.parse(list) as string[]) : [];
}

/** React Router's data for hydrating the page: unused where only islands run. */
const ROUTER_CONTEXT = /<script>window\.__reactRouterContext[\s\S]*?<\/script>/g;

export function deferHydration(html: string, file: string, islands?: IslandsBuild): string {
  let preloads = [...html.matchAll(PRELOAD)].map((m) => m[1]!);
  const boot = BOOT.exec(html);
  if (!boot || preloads.length === 0) {
    // A page without React Router's boot script (a plain file) stays as it is; one with preloads but no boot
    // script means React Router changed its output, which this step must then learn.
    if (preloads.length) throw new DeferHydrationError(`${file}: modulepreload links but no boot script`);
    return html;
  }
  const code = boot[1]!;
  let sideEffects = [...code.matchAll(SIDE_EFFECT)].map((m) => m[1]!);
  let namespaces = [...code.matchAll(NAMESPACE)].map((m) => ({ name: m[1]!, url: m[2]! }));
  let rest = code.replace(SIDE_EFFECT, '').replace(NAMESPACE, '').trim();
  if (/\bimport\s+[^(]/.test(rest))
    throw new DeferHydrationError(`${file}: the boot script has an import this step does not know: ${rest}`);
  const islandsPage = isIslandsPage(html);
  if (islandsPage) {
    // Its islands' code instead of React Router's: the same start, after the first paint
    if (!islands) throw new DeferHydrationError(`${file}: a page of islands, but no islands entry was built`);
    try {
      preloads = islandsFiles(html, islands);
    } catch (error) {
      throw new DeferHydrationError(`${file}: ${(error as Error).message}`);
    }
    // The entry's modules one at a time, each in a task of its own (below): evaluated as one graph they made one
    // long task (13-35 ms here, unthrottled), which a phone's slower CPU makes several times longer
    sideEffects = islands.files;
    namespaces = [];
    rest = '';
  }

  const list = (values: string[]) => JSON.stringify(values);
  const script = [
    '(function(){',
    'var started=false;',
    // What is clicked or pressed in an island meanwhile is held for its script (early-hold.ts)
    islandsPage ? earlyHold() : '',
    // The preload links go in a few at a time, one batch per task: each costs the browser about a millisecond
    // (more on a phone), and a page names thirty to fifty files, which in one go made a long task.
    `var hrefs=${list(preloads)},next=0;`,
    'function preload(){',
    `for(var end=next+${PRELOAD_BATCH};next<end&&next<hrefs.length;next++){var l=document.createElement("link");l.rel="modulepreload";l.fetchPriority="low";l.href=hrefs[next];document.head.appendChild(l)}`,
    'if(next<hrefs.length)setTimeout(preload,0)}',
    'function start(){',
    'if(started)return;started=true;',
    'preload();',
    '(async function(){',
    islandsPage ? 'try{' : '',
    ...sideEffects.map(
      (url, i) =>
        `${islandsPage && i ? 'await new Promise(function(r){setTimeout(r,0)});' : ''}await import(${JSON.stringify(url)});`,
    ),
    `var m=await Promise.all(${list(namespaces.map((n) => n.url)).replace(/"([^"]+)"/g, 'import("$1")')});`,
    ...namespaces.map((n, i) => `var ${n.name}=m[${i}];`),
    rest,
    islandsPage ? '}catch(error){letGo();throw error}' : '',
    '})();',
    '}',
    // Once the page's first content is on screen (the browser's first-contentful-paint entry), so that its
    // content, fonts and images do not wait for these downloads; where that entry is not reported, after the
    // first frame (the second frame's callback runs after it is painted). A page in the background starts at
    // once; one that never paints content, within three seconds.
    'function later(){setTimeout(start,0)}',
    'var P=window.PerformanceObserver;',
    "if(document.visibilityState==='hidden')start();",
    "else if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf('paint')>=0){",
    "new P(function(list,observer){if(list.getEntriesByName('first-contentful-paint').length){observer.disconnect();later()}}).observe({type:'paint',buffered:true});",
    'setTimeout(start,3000)}',
    'else requestAnimationFrame(function(){requestAnimationFrame(later)});',
    '})();',
  ].join('');
  const deferred = html.replace(PRELOAD, '').replace(BOOT, () => `<script>${script}</script>`);
  return islandsPage ? deferred.replace(ROUTER_CONTEXT, '') : deferred;
}
