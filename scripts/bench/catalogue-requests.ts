/**
 * What `npm run bench:store` asks (./catalogue-store.ts): package_search and package_show requests over the whole
 * range of what clients send, and the catalogue's pages as visitors open them.
 */

/** The API's requests: English and Arabic words, parts of words, fq facets, sorts, deep `start`, facet counts. */
export function requestPaths() {
  const words = ['water', 'population', 'road network', 'schools', 'rainfall', 'budget', 'industrial land'];
  const arabic = ['مياه', 'السكان', 'الطرق', 'المدارس', 'الأمطار', 'الامطار حائل', 'الكهرباء'];
  const parts = ['wat', 'popul', 'electr', 'مدار', 'سكا', 'كهرب', 'agri'];
  const fqs = [
    'groups:economy',
    'res_format:CSV',
    'res_format:(XLSX OR PDF)',
    'organization:mewa',
    'tags:water',
    'metadata_modified:[2024-01-01 TO *]',
    'groups:society -organization:hrda-statistics',
  ];
  const sorts = ['', 'metadata_modified desc', 'title_string asc', 'name asc', 'downloads desc'];
  const starts = [0, 0, 10, 100, 1000, 10000];
  const facets = '["groups","res_format","organization"]';
  const paths: string[] = [];
  for (let i = 0; i < 84; i++) {
    const params = new URLSearchParams();
    const list = [words, arabic, parts][i % 3]!;
    if (i % 7 !== 6) params.set('q', list[Math.floor(i / 3) % list.length]!);
    if (i % 2 === 0) params.set('fq', fqs[i % fqs.length]!);
    if (sorts[i % sorts.length]) params.set('sort', sorts[i % sorts.length]!);
    params.set('start', String(starts[i % starts.length]));
    params.set('rows', i % 5 === 0 ? '20' : '10');
    if (i % 4 === 0) params.set('facet.field', facets);
    paths.push(`/api/3/action/package_search?${params}`);
  }
  for (const id of ['population-census-2025', 'groundwater-well-locations'])
    paths.push(`/api/3/action/package_show?id=${id}`);
  return paths;
}

/** The catalogue's pages: queries as a visitor types them, in both languages, filters, later pages, datasets. */
export function pagePaths() {
  const queries = ['water', 'population', 'road network', 'wat', 'schools', 'agri'];
  const arabic = ['مياه', 'السكان', 'الطرق', 'مدار', 'الامطار حائل'];
  const filters = ['', 'category=Economy', 'format=CSV', 'source=mewa', 'period=2024', 'page=3'];
  const paths: string[] = [];
  for (let i = 0; i < 48; i++) {
    const arabicPage = i % 2 === 1;
    const words = arabicPage ? arabic : queries;
    const params = new URLSearchParams();
    if (i % 8 !== 7) params.set('q', words[Math.floor(i / 2) % words.length]!);
    const filter = filters[i % filters.length]!;
    const query = [params.toString(), filter].filter(Boolean).join('&');
    paths.push(`${arabicPage ? '/ar' : ''}/data/catalogue${query ? `?${query}` : ''}`);
  }
  for (const slug of ['population-census-2025', 'groundwater-well-locations', 'industrial-zone-parcels'])
    paths.push(`/data/catalogue/${slug}`, `/ar/data/catalogue/${slug}`);
  return paths;
}
