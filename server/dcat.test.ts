/**
 * DCAT-AP as a harvester reads it: every dataset with its distributions, themes, publishers and dates, the same graph
 * in Turtle, JSON-LD and RDF/XML (read back by rdfxml-streaming-parser), from the catalogue as it is at the moment of asking, paged as ckanext-dcat pages, with
 * content negotiation and clear answers to odd pages.
 */
import Fastify from 'fastify';
import { Parser, Store, type Quad } from 'n3';
import { afterEach, describe, expect, it } from 'vitest';
import { site as siteContent } from '../content/site.ts';
import { catalogueQuads, prefixes } from '../core/catalogue/dcat.ts';
import { RdfXmlParser } from 'rdfxml-streaming-parser';
import { catalogueJsonLd, catalogueRdfXml, catalogueTurtle } from '../core/catalogue/dcat-write.ts';
import { sampleCatalogue } from '../testing/sample-catalogue.ts';
import { memorySource, type CatalogueSource } from './ckan/catalogue.ts';
import { dcat } from './dcat.ts';
import type { Render } from './on-demand.ts';

const catalogue = sampleCatalogue();
const site = { ...siteContent, url: 'https://data.hail.example' };
const lists = await memorySource(catalogue).listing();
const quads = catalogueQuads(catalogue.datasets, site, { publisherName: (d) => lists.publisherOf(d).name });
const ns = (name: string) => {
  const [prefix, local] = name.split(':') as [keyof typeof prefixes, string];
  return prefixes[prefix] + local;
};

/** The triples of our JSON-LD, read by a small independent reader of its (compacted, nested) form. */
function jsonLdTriples(doc: ReturnType<typeof catalogueJsonLd>) {
  const triples: string[] = [];
  let blanks = 0;
  const expand = (name: string) =>
    /^[a-z]+:[^/]/.test(name) && name.split(':')[0]! in prefixes ? ns(name) : name;
  const term = (value: unknown): string => {
    if (typeof value === 'string') return `"${value}"^^${ns('xsd:string')}`;
    const v = value as Record<string, unknown>;
    if ('@value' in v)
      return `"${v['@value']}"${v['@language'] ? `@${v['@language']}` : `^^${expand(String(v['@type']))}`}`;
    return node(v);
  };
  const node = (n: Record<string, unknown>): string => {
    const id = typeof n['@id'] === 'string' ? n['@id'] : `_:b${blanks++}`;
    for (const [key, value] of Object.entries(n)) {
      if (key === '@id') continue;
      for (const v of [value].flat())
        triples.push(
          key === '@type'
            ? `${id} ${ns('rdf:type')} ${expand(String(v))}`
            : `${id} ${expand(key)} ${term(v)}`,
        );
    }
    return id;
  };
  doc['@graph'].forEach((n: Record<string, unknown>) => node(n));
  return triples;
}

const turtleTriple = (q: Quad) => {
  const t = (x: Quad['subject'] | Quad['object']) =>
    x.termType === 'Literal'
      ? `"${x.value}"${x.language ? `@${x.language}` : `^^${x.datatype.value}`}`
      : x.termType === 'BlankNode'
        ? '_:'
        : x.value;
  return `${t(q.subject)} ${q.predicate.value} ${t(q.object)}`;
};
const anonymous = (triple: string) => triple.replace(/_:b\d+/g, '_:');

describe('DCAT-AP', async () => {
  const turtle = await catalogueTurtle(quads);
  const store = new Store(new Parser().parse(turtle));
  const objects = (s: Quad['subject'] | string, p: string) =>
    store.getObjects(typeof s === 'string' ? s : s, ns(p), null);
  const datasets = store.getSubjects(ns('rdf:type'), ns('dcat:Dataset'), null);

  it('describes every dataset, each with at least one distribution of absolute address and exact size', () => {
    expect(datasets).toHaveLength(catalogue.datasets.length);
    expect(store.getSubjects(ns('rdf:type'), ns('dcat:Catalog'), null)).toHaveLength(1);
    for (const d of catalogue.datasets) {
      const dataset = `${site.url}/data/catalogue/${d.slug}#dataset`;
      const distributions = objects(dataset, 'dcat:distribution');
      expect(distributions.length, d.slug).toBeGreaterThanOrEqual(1);
      expect(distributions).toHaveLength(d.resources.length);
      for (const r of d.resources) {
        const dist = `${site.url}/data/catalogue/${d.slug}#${r.id}`;
        expect(objects(dist, 'rdf:type').map((t) => t.value)).toEqual([ns('dcat:Distribution')]);
        const [url] = objects(dist, 'dcat:downloadURL');
        expect(url?.termType).toBe('NamedNode');
        expect(url?.value).toBe(`${site.url}${r.url}`);
        expect(url?.value).toMatch(new RegExp(`^${site.url}/downloads/`));
        expect(objects(dist, 'dct:license')[0]?.value).toBe(d.license.url);
        const [size] = objects(dist, 'dcat:byteSize');
        expect(size && size.termType === 'Literal' && [size.value, size.datatype.value]).toEqual([
          String(r.size),
          ns('xsd:nonNegativeInteger'),
        ]);
        expect(objects(dist, 'dcat:mediaType')[0]?.value).toMatch(
          /^https:\/\/www\.iana\.org\/assignments\/media-types\/[a-z]+\/[\w.+-]+$/,
        );
        expect(objects(dist, 'dct:format')[0]?.value).toMatch(
          /^http:\/\/publications\.europa\.eu\/resource\/authority\/file-type\/[A-Z]+$/,
        );
      }
    }
  });

  it('tags titles, descriptions and keywords with their language', () => {
    for (const d of catalogue.datasets) {
      const dataset = `${site.url}/data/catalogue/${d.slug}#dataset`;
      const titles = objects(dataset, 'dct:title').map((t) => [
        t.value,
        (t as { language?: string }).language,
      ]);
      expect(titles).toEqual([
        [d.title.en, 'en'],
        [d.title.ar, 'ar'],
      ]);
      const keywords = objects(dataset, 'dcat:keyword').filter(
        (k) => (k as { language?: string }).language === 'ar',
      );
      expect(keywords.map((k) => k.value)).toEqual(d.keywords.ar);
    }
  });

  it('gives each dataset its theme, publisher, contact point, licence, dates, place, period and frequency', () => {
    const d = catalogue.datasets[0]!;
    const dataset = `${site.url}/data/catalogue/${d.slug}#dataset`;
    expect(objects(dataset, 'dcat:theme')[0]?.value).toMatch(/\/data-theme\/(ECON|ENVI|REGI|SOCI|GOVE)$/);
    const [contact] = objects(dataset, 'dcat:contactPoint');
    expect(objects(contact as Quad['subject'], 'vcard:hasEmail')[0]?.value).toBe(
      `mailto:${d.contactPoint.email}`,
    );
    expect(objects(dataset, 'dct:license')[0]?.value).toBe(d.license.url);
    const [issued] = objects(dataset, 'dct:issued');
    expect(issued && issued.termType === 'Literal' && issued.datatype.value).toBe(ns('xsd:date'));
    const [place] = objects(dataset, 'dct:spatial');
    const [bbox] = objects(place as Quad['subject'], 'dcat:bbox');
    expect(bbox?.value).toMatch(/^POLYGON\(\(([\d.]+ [\d.]+, ){4}[\d.]+ [\d.]+\)\)$/);
    const [period] = objects(dataset, 'dct:temporal');
    expect(objects(period as Quad['subject'], 'dcat:startDate')[0]?.value).toBe(d.temporal.from);
    expect(objects(dataset, 'dct:accrualPeriodicity')[0]?.value).toMatch(/\/frequency\/[A-Z]+$/);
    expect(objects(dataset, 'dcat:landingPage')[0]?.value).toBe(`${site.url}/data/catalogue/${d.slug}`);
  });

  it('says the class of every value DCAT-AP 3.0.1 gives a class, and labels formats as a harvester keeps them', () => {
    const ranges: [string, string][] = [
      ['dcat:mediaType', 'dct:MediaType'],
      ['dct:format', 'dct:MediaTypeOrExtent'],
      ['dcat:landingPage', 'foaf:Document'],
      ['foaf:homepage', 'foaf:Document'],
      ['dct:accrualPeriodicity', 'dct:Frequency'],
      ['dct:language', 'dct:LinguisticSystem'],
      ['dcat:theme', 'skos:Concept'],
      ['dcat:themeTaxonomy', 'skos:ConceptScheme'],
      ['dcatap:availability', 'skos:Concept'],
      ['dct:license', 'dct:LicenseDocument'],
      ['dct:publisher', 'foaf:Agent'],
    ];
    for (const [property, type] of ranges) {
      const values = store.getObjects(null, ns(property), null);
      expect(values.length, property).toBeGreaterThan(0);
      for (const value of values)
        expect(
          objects(value as Quad['subject'], 'rdf:type').map((t) => t.value),
          `${property} ${value.value}`,
        ).toContain(ns(type));
    }
    for (const theme of store.getObjects(null, ns('dcat:theme'), null))
      expect(objects(theme as Quad['subject'], 'skos:inScheme')[0]?.value).toBe(
        'http://publications.europa.eu/resource/authority/data-theme',
      );
    const [d, r] = catalogue.datasets
      .flatMap((dataset) => dataset.resources.map((resource) => [dataset, resource] as const))
      .find(([, resource]) => resource.format === 'CSV')!;
    const distribution = `${site.url}/data/catalogue/${d.slug}#${r.id}`;
    const label = (property: string) =>
      objects(objects(distribution, property)[0] as Quad['subject'], 'rdfs:label')[0]?.value;
    expect([label('dct:format'), label('dcat:mediaType')]).toEqual(['CSV', 'text/csv']);
    expect(
      objects(distribution, 'dct:description').map((t) => (t as { language?: string }).language),
    ).toEqual(['en', 'ar']);
  });

  it('writes the same graph as JSON-LD, with an inline context', () => {
    const doc = catalogueJsonLd(quads, site);
    expect(JSON.parse(JSON.stringify(doc))).toEqual(doc);
    expect(Object.values(doc['@context']).every((v) => v.startsWith('http'))).toBe(true);
    const fromJson = jsonLdTriples(doc).map(anonymous).sort();
    const fromTurtle = store.getQuads(null, null, null, null).map(turtleTriple).sort();
    expect(fromJson).toEqual(fromTurtle);
    const count = (type: string) =>
      fromJson.filter((t) => t.endsWith(`${ns('rdf:type')} ${ns(type)}`)).length;
    expect(count('dcat:Dataset')).toBe(datasets.length);
    expect(count('dcat:Distribution')).toBe(catalogue.datasets.flatMap((d) => d.resources).length);
  });

  it('writes the same graph as RDF/XML, as another reader reads it', async () => {
    const xml = await catalogueRdfXml(quads);
    expect(xml).toMatch(
      /^<\?xml version="1\.0" encoding="utf-8"\?>\s*<rdf:RDF\b[^>]*xmlns:dcat="http:\/\/www.w3.org\/ns\/dcat#"/,
    );
    const read = await rdfXmlQuads(xml);
    expect(read.map(turtleTriple).sort()).toEqual(
      store.getQuads(null, null, null, null).map(turtleTriple).sort(),
    );
  });
});

/** The statements of an RDF/XML document, as rdfxml-streaming-parser reads them. */
function rdfXmlQuads(xml: string) {
  return new Promise<Quad[]>((resolve, reject) => {
    const found: Quad[] = [];
    new RdfXmlParser()
      .on('data', (q: Quad) => found.push(q))
      .on('error', reject)
      .on('end', () => resolve(found))
      .end(xml);
  });
}

let app: ReturnType<typeof Fastify> | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

async function serve(source: () => Promise<CatalogueSource | null>, perPage?: number) {
  app = Fastify();
  const render: Render = async (_req, reply) => void reply.code(503).send('unavailable page');
  await app.register(dcat, { source, render, perPage });
  return app;
}

const parsed = (turtle: string) => new Store(new Parser().parse(turtle));

describe('DCAT from the catalogue as it is', () => {
  it('has a dataset added since at once, on the address it is asked at, with an ETag', async () => {
    let current = memorySource(catalogue);
    const server = await serve(async () => current);
    const first = await server.inject({ url: '/catalog.ttl', headers: { host: 'data.hail.example' } });
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('text/turtle; charset=utf-8');
    expect(first.headers['cache-control']).toBe('public, no-cache');
    const graph = parsed(first.body);
    expect(graph.getSubjects(ns('rdf:type'), ns('dcat:Dataset'), null)).toHaveLength(
      catalogue.datasets.length,
    );
    expect(first.body).toContain('<http://data.hail.example/data/catalogue/');
    // One page holds it all: no paging said
    expect(graph.getSubjects(ns('rdf:type'), ns('hydra:PagedCollection'), null)).toEqual([]);
    const etag = first.headers.etag as string;
    const again = await server.inject({
      url: '/catalog.ttl',
      headers: { host: 'data.hail.example', 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);

    current = memorySource({
      ...catalogue,
      datasets: [...catalogue.datasets, { ...catalogue.datasets[0]!, slug: 'springs' }],
    });
    const later = await server.inject({ url: '/catalog.jsonld', headers: { host: 'data.hail.example' } });
    expect(later.headers['content-type']).toBe('application/ld+json; charset=utf-8');
    expect(later.body).toContain('"http://data.hail.example/data/catalogue/springs#dataset"');
  });

  it('pages a larger catalogue as ckanext-dcat does, and says so of a page it does not have', async () => {
    const server = await serve(async () => memorySource(catalogue), 2);
    const pages = Math.ceil(catalogue.datasets.length / 2);
    const seen: string[] = [];
    let next: string | undefined = 'http://localhost:80/catalog.ttl?page=1';
    for (let n = 1; next; n++) {
      const answer = await server.inject({ url: new URL(next).pathname + new URL(next).search });
      expect(answer.statusCode).toBe(200);
      const graph = parsed(answer.body);
      const view = graph.getSubjects(ns('rdf:type'), ns('hydra:PagedCollection'), null)[0]!;
      const value = (p: string) => graph.getObjects(view, ns(p), null)[0]?.value;
      expect([value('hydra:totalItems'), value('hydra:itemsPerPage')]).toEqual([
        String(catalogue.datasets.length),
        '2',
      ]);
      expect(value('hydra:lastPage')).toBe(`http://localhost:80/catalog.ttl?page=${pages}`);
      expect(value('hydra:previousPage')).toBe(
        n > 1 ? `http://localhost:80/catalog.ttl?page=${n - 1}` : undefined,
      );
      for (const d of graph.getSubjects(ns('rdf:type'), ns('dcat:Dataset'), null)) seen.push(d.value);
      next = value('hydra:nextPage');
    }
    expect(seen).toEqual(
      catalogue.datasets.map((d) => `http://localhost:80/data/catalogue/${d.slug}#dataset`),
    );
    for (const [url, status, text] of [
      [`/catalog.ttl?page=${pages + 1}`, 404, `no page ${pages + 1}`],
      ['/catalog.ttl?page=0', 400, 'page: a whole number from 1.'],
      ['/catalog.jsonld?page=two', 400, 'page: a whole number from 1.'],
      ['/catalog.ttl?page=1&page=2', 400, 'page: a whole number from 1.'],
    ] as const) {
      const answer = await server.inject({ url });
      expect(answer.statusCode, url).toBe(status);
      expect(answer.body, url).toContain(text);
    }
  });

  it('answers /catalog in the format asked for, Turtle unless another is preferred', async () => {
    const server = await serve(async () => memorySource(catalogue));
    for (const [accept, type] of [
      [undefined, 'text/turtle'],
      ['application/ld+json', 'application/ld+json'],
      ['text/turtle;q=0.5, application/ld+json', 'application/ld+json'],
      ['text/html, */*;q=0.1', 'text/turtle'],
      ['application/rdf+xml', 'application/rdf+xml'],
      ['application/rdf+xml, text/turtle;q=0.9', 'application/rdf+xml'],
    ] as const) {
      const answer = await server.inject({ url: '/catalog', headers: accept ? { accept } : {} });
      expect(answer.statusCode, accept).toBe(200);
      expect(answer.headers['content-type'], accept).toContain(type);
      expect(answer.headers.vary, accept).toMatch(/Accept/);
    }
    const refused = await server.inject({ url: '/catalog', headers: { accept: 'application/pdf' } });
    expect(refused.statusCode).toBe(406);
    expect(refused.body).toContain('text/turtle, application/ld+json or application/rdf+xml');
    // Each at its own address too
    const xml = await server.inject({ url: '/catalog.rdf' });
    expect(xml.headers['content-type']).toBe('application/rdf+xml; charset=utf-8');
    expect(await rdfXmlQuads(xml.body)).toHaveLength(
      parsed((await server.inject({ url: '/catalog.ttl' })).body).size,
    );
  });

  it('is the unavailable page while there is no catalogue', async () => {
    const server = await serve(async () => null);
    expect((await server.inject({ url: '/catalog.ttl' })).statusCode).toBe(503);
  });
});
