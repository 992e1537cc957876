import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { startFiles } from './start-files.ts';

/** A built site: its modules under /_astro, as Astro writes them (minified ES modules). */
function site(files: Record<string, string>) {
  const root = mkdtempSync(path.join(tmpdir(), 'start-files-'));
  mkdirSync(path.join(root, '_astro'));
  for (const [name, code] of Object.entries(files)) writeFileSync(path.join(root, '_astro', name), code);
  return root;
}

const island = (when: string, component: string) =>
  `<astro-island uid="1" component-url="/_astro/${component}" component-export="default" renderer-url="/_astro/client.js" ssr client="${when}" opts="{}"></astro-island>`;

describe('the JavaScript a page starts with', () => {
  const root = site({
    'client.js': 'import{a as r}from"./react.js";export default r;',
    'react.js': 'export const a=1;',
    'filters.js':
      'import"./react.js";import{b}from"./utils.js";const later=()=>import("./charts.js");export default b;',
    'utils.js': 'export const b=2;',
    'charts.js': 'import"./d3.js";export default 3;',
    'd3.js': 'export default 4;',
    'view.js': 'import{b}from"./utils.js";import{x}from"./view-only.js";export default b+x;',
    'view-only.js': 'export const x=5;',
  });

  it('follows static imports from the islands that start with the page, not what they import later', async () => {
    const html = `<main>${island('afterpaint', 'filters.js')}${island('visible', 'view.js')}</main>`;
    const { atStart, inView } = await startFiles(html, root);
    expect(atStart.toSorted()).toEqual(
      ['/_astro/client.js', '/_astro/filters.js', '/_astro/react.js', '/_astro/utils.js'].toSorted(),
    );
    // What only the island in view needs, apart; charts and d3 come with the first chart
    expect(inView.toSorted()).toEqual(['/_astro/view-only.js', '/_astro/view.js']);
  });

  it('is nothing on a page without islands at start', async () => {
    expect((await startFiles('<main><p>Static</p></main>', root)).atStart).toEqual([]);
    expect((await startFiles(island('visible', 'view.js'), root)).atStart).toEqual([]);
  });
});
