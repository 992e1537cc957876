/**
 * The JavaScript a built page runs at its start: the code of its islands that start with the page (`client:load`,
 * `client:idle`, which starts as soon as the page is idle, and our `client:afterpaint`, idle after the first paint)
 * and of the renderer that hydrates them, with every
 * module they import statically (what is imported with `import()` comes later, when it is used). Islands that
 * start when they come into view (`client:visible`) are listed apart.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { init, parse } from 'es-module-lexer';

const ISLAND = /<astro-island\b[^>]*>/g;
const attribute = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];

/** A module's file and those it imports statically, as paths under the site's root (`/_astro/…`). */
function withImports(root: string, file: string, seen: Set<string>) {
  if (seen.has(file)) return;
  seen.add(file);
  const [imports] = parse(readFileSync(path.join(root, file), 'utf8'));
  for (const imported of imports) {
    if (imported.type !== 'static' || imported.typeOnly) continue;
    withImports(root, path.posix.join(path.posix.dirname(file), imported.specifier), seen);
  }
}

export async function startFiles(html: string, root: string) {
  await init;
  const atStart = new Set<string>();
  const inView = new Set<string>();
  for (const [tag] of html.matchAll(ISLAND)) {
    const when = attribute(tag, 'client');
    const files = when === 'load' || when === 'idle' || when === 'afterpaint' ? atStart : inView;
    for (const name of ['component-url', 'renderer-url']) {
      const url = attribute(tag, name);
      if (url) withImports(root, url, files);
    }
  }
  return { atStart: [...atStart], inView: [...inView].filter((file) => !atStart.has(file)) };
}
