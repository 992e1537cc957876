/**
 * The code shown on the API page (/participate/api), in one place: the page renders it and
 * server/ckan/examples.test.ts runs it against the real server. `{origin}` stands for the portal's address
 * (site.url on the page, a local server in the test); code is never translated.
 */
export const ORIGIN = '{origin}';

/** The source with the portal's address in place of `{origin}`. */
export function withOrigin(source: string, origin: string) {
  return source.replaceAll(ORIGIN, origin.replace(/\/$/, ''));
}

/** The dataset the package_show and pandas examples fetch. */
export const exampleSlug = 'population-census-2025';

/** Where every action lives. */
export const apiBase = `${ORIGIN}/api/3/action/`;

/** Filters for package_search's fq, each with an example that matches datasets of the catalogue. */
export const fqExamples = {
  groups: 'groups:economy',
  res_format: 'res_format:CSV',
  organization: 'organization:hrda-statistics',
  tags: 'tags:water',
  either: 'res_format:(CSV OR XLSX)',
  exclude: '-organization:mewa',
  wildcard: 'name:groundwater*',
  modified: 'metadata_modified:[2024-01-01 TO *]',
} as const;

export const curlSearch = `curl '${ORIGIN}/api/3/action/package_search?q=water&rows=5'`;

export const curlShow = `curl '${ORIGIN}/api/3/action/package_show?id=${exampleSlug}'`;

/** A request that fails, and (below) the server's real answer to it. */
export const curlError = `curl '${ORIGIN}/api/3/action/package_show?id=no-such-dataset'`;

export const errorStatus = 404;

export const errorResponse = `{
  "help": "${ORIGIN}/api/3/action/help_show?name=package_show",
  "success": false,
  "error": {
    "__type": "Not Found Error",
    "message": "Not found: no dataset with the id or name \\"no-such-dataset\\""
  }
}`;

export const pythonSearch = `from ckanapi import RemoteCKAN

portal = RemoteCKAN('${ORIGIN}')
result = portal.action.package_search(q='population', rows=10)

print('Datasets found:', result['count'])
for dataset in result['results']:
    print(dataset['title'])
    for resource in dataset['resources']:
        print('   ', resource['format'], resource['url'])`;

export const pythonPandas = `import pandas as pd
from ckanapi import RemoteCKAN

portal = RemoteCKAN('${ORIGIN}')
dataset = portal.action.package_show(id='${exampleSlug}')
csv = next(r for r in dataset['resources'] if r['format'] == 'CSV')

df = pd.read_csv(csv['url'])
print(df.head())`;

export const javascriptFetch = `// Node.js 18+ (save as search.mjs) or a browser console
const api = '${ORIGIN}/api/3/action/';

async function call(action, params) {
  const response = await fetch(api + action + '?' + new URLSearchParams(params));
  const body = await response.json();
  if (!body.success) throw new Error(\`\${action}: \${body.error.message}\`);
  return body.result;
}

// 1. Search: up to five datasets about water
const found = await call('package_search', { q: 'water', rows: 5 });
console.log(\`Datasets about water: \${found.count}\`);

// 2. Each one's full record: its title and the formats of its files
for (const hit of found.results) {
  const dataset = await call('package_show', { id: hit.name });
  const formats = dataset.resources.map((r) => r.format).join(', ');
  console.log(\`\${dataset.title}: \${formats}\`);
}`;
