import { Parser, Store, type Quad } from 'n3';
import { describe, expect, it } from 'vitest';
import { site } from '../../content/site';
import { catalogueJsonLd, catalogueTurtle, prefixes } from './dcat';
import { sampleCatalogue } from '../../testing/sample-catalogue';

const catalogue = sampleCatalogue();
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
  doc['@graph'].forEach((n) => node(n));
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
  const turtle = await catalogueTurtle(catalogue, site);
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

  it('writes the same graph as JSON-LD, with an inline context', () => {
    const doc = catalogueJsonLd(catalogue, site);
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
});
