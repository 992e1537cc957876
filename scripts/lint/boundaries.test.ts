/**
 * The lint rule that keeps the layers one way: a wrong-way import in a file of each layer fails `npm run check`
 * with the layer's message, and the right-way imports pass. Linted as text at a path inside the layer: a module
 * that imports and uses, or an .astro file whose frontmatter does.
 */
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const eslint = new ESLint();

/** `code` (one import) and a use of what it imports, as a module or as an .astro file's frontmatter. */
function source(filePath: string, code: string) {
  const used = `const x = [${code.match(/\{ (\w+) \}|import (\w+) from/)!.find((name, i) => i > 0 && name)}];`;
  return filePath.endsWith('.astro')
    ? `---\n${code}\n${used}\n---\n\n<p>{x.length}</p>\n`
    : `${code}\nexport ${used}\n`;
}

async function problems(filePath: string, code: string) {
  const [result] = await eslint.lintText(source(filePath, code), { filePath });
  return result!.messages.map((m) => `${m.ruleId}: ${m.message}`);
}

describe('layer boundaries', () => {
  // Loading the config, its plugins and parsers is the first lint's, and takes seconds on a busy machine
  beforeAll(() => eslint.lintText('', { filePath: 'core/warm-up.ts' }), 60_000);

  it.each([
    ['core/wrong.ts', "import { site } from '../content/site';", /core\/ imports none of ours/],
    ['core/wrong.ts', "import { cn } from '../app/lib/utils';", /core\/ imports none of ours/],
    ['content/wrong.ts', "import { cn } from '../app/lib/utils';", /content\/ imports core\/ only/],
    ['app/lib/wrong.ts', "import { query } from '~/features/gis/lib/query';", /below features and pages/],
    [
      'app/features/gis/lib/wrong.ts',
      "import { datasetJsonLd } from '~/features/catalogue/lib/dataset-jsonld';",
      /Features never import each other/,
    ],
    [
      'app/features/gis/lib/wrong.ts',
      "import { jsonLd } from '~/layouts/meta';",
      /Features are below the pages, layouts and islands/,
    ],
    [
      'server/wrong.ts',
      "import { pagePart } from '../app/components/page/page-part';",
      /server\/ imports content\/ and core\//,
    ],
    ['app/islands/wrong.tsx', "import { x } from '~/pages/[...lang]/about.astro';", /below the pages/],
    [
      'app/islands/wrong.tsx',
      "import { testBuild } from '../../testing/test-build';",
      /neither the build nor/,
    ],
    [
      'server/wrong.ts',
      "import { testBuild } from '../testing/test-build';",
      /server\/ imports content\/ and core\//,
    ],
    ['scripts/data/wrong.ts', "import { buildServer } from '../../server/app';", /The build imports/],
    // in .astro files
    [
      'app/features/gis/components/wrong.astro',
      "import About from '~/pages/[...lang]/about.astro';",
      /Features are below the pages, layouts and islands/,
    ],
    [
      'app/features/gis/components/wrong.astro',
      "import Layout from '~/layouts/layout.astro';",
      /Features are below the pages, layouts and islands/,
    ],
    [
      'app/features/gis/components/wrong.astro',
      "import { datasetJsonLd } from '~/features/catalogue/lib/dataset-jsonld';",
      /Features never import each other/,
    ],
    [
      'app/components/page/wrong.astro',
      "import Layout from '~/layouts/layout.astro';",
      /app\/components is below features and pages/,
    ],
    [
      'app/layouts/wrong.astro',
      "import About from '~/pages/[...lang]/about.astro';",
      /Layouts and islands are below the pages/,
    ],
    [
      'app/layouts/wrong.astro',
      "import { testBuild } from '../../testing/test-build';",
      /The app imports neither the build nor the server/,
    ],
    [
      'app/pages/[...lang]/wrong.astro',
      "import { buildServer } from '../../../server/app';",
      /The app imports neither the build nor the server/,
    ],
    [
      'app/pages/[...lang]/wrong.astro',
      "import { dataFiles } from '../../../scripts/vite/data-files';",
      /The app imports neither the build nor the server/,
    ],
  ])('%s: %s is refused', async (file, code, message) => {
    const found = await problems(file, code);
    expect(found.join('\n')).toMatch(message);
    expect(found.some((m) => m.startsWith('import-x/no-restricted-paths'))).toBe(true);
  });

  it.each([
    ['app/features/gis/lib/right.ts', "import { paths } from '@core/paths';"],
    ['app/features/gis/lib/right.ts', "import { cn } from '~/lib/utils';"],
    ['app/islands/right.tsx', "import { paths } from '~/features/gis/lib/query';"],
    ['server/right.ts', "import { paths } from '../core/paths';"],
    ['content/right.ts', "import { paths } from '../core/paths';"],
    ['server/right.test.ts', "import { testBuild } from '../testing/test-build';"],
    ['app/pages/[...lang]/right.astro', "import Layout from '~/layouts/layout.astro';"],
    ['app/pages/[...lang]/right.astro', "import RegionalMap from '~/islands/regional-map';"],
    ['app/pages/[...lang]/right.astro', "import { tabMeta } from '~/features/data/lib/tab-meta';"],
    ['app/pages/[...lang]/right.astro', "import { paths } from '@core/paths';"],
    ['app/layouts/right.astro', "import { SiteHeader } from '~/components/layout/site-header';"],
  ])('%s: %s passes', async (file, code) => {
    const found = await problems(file, code);
    expect(found.filter((m) => m.startsWith('import-x/'))).toEqual([]);
  });
});
