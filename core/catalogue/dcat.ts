/**
 * The catalogue as DCAT-AP, for harvesters (the national portal, data.europa.eu-style aggregators): one RDF graph,
 * built as quads here, written as Turtle (/catalog.ttl), JSON-LD (/catalog.jsonld) and RDF/XML (/catalog.rdf) by ./dcat-write.ts. The server makes
 * them from the store at each request (server/dcat.ts), a page of datasets at a time with Hydra's paging terms, as
 * ckanext-dcat does.
 *
 * Themes use the EU data-theme vocabulary. Infrastructure → REGI ("Regions and cities"), not TRAN: the category
 * holds roads but also utilities, land use and public facilities planned for the region, which TRAN ("Transport")
 * would mislabel, while all of them are regional and urban infrastructure.
 */
import { DataFactory, type BlankNode, type Literal, type NamedNode, type Quad } from 'n3';
import type { Dataset, DatasetCategory, DatasetFormat, Localized } from './types.ts';
import { absolute, paths } from '../paths.ts';

const { namedNode, literal, blankNode, quad } = DataFactory;

/** What the catalog says of the portal (content/site.ts), on the address it is asked at. */
export type DcatSite = {
  url: string;
  name: Localized;
  description: Localized;
  authority: Localized;
  contact: { email: string };
};

/** One page of the catalogue's datasets, as ckanext-dcat pages them (Hydra's PagedCollection). */
export type DcatPage = {
  /** This page's number, from 1. */
  page: number;
  /** The catalogue's datasets in all, and per page. */
  total: number;
  perPage: number;
  /** The address of page `n` of this document. */
  address: (n: number) => string;
};

/** What the graph needs besides the datasets: their publishers' names, the catalogue's last change, the page. */
export type DcatAbout = {
  publisherName: (d: Dataset) => Localized;
  /** The newest revision of any dataset (the catalogue's, not only this page's). */
  modified?: string;
  paging?: DcatPage;
};

export const prefixes = {
  dcat: 'http://www.w3.org/ns/dcat#',
  dct: 'http://purl.org/dc/terms/',
  foaf: 'http://xmlns.com/foaf/0.1/',
  vcard: 'http://www.w3.org/2006/vcard/ns#',
  skos: 'http://www.w3.org/2004/02/skos/core#',
  gsp: 'http://www.opengis.net/ont/geosparql#',
  rdf: 'http://www.w3.org/1999/02/22-rdf-syntax-ns#',
  xsd: 'http://www.w3.org/2001/XMLSchema#',
  rdfs: 'http://www.w3.org/2000/01/rdf-schema#',
  dcatap: 'http://data.europa.eu/r5r/',
  hydra: 'http://www.w3.org/ns/hydra/core#',
};
type Prefixed = `${keyof typeof prefixes}:${string}`;

const EU = 'http://publications.europa.eu/resource/authority/';
/** Each category's EU data theme, and its name there (the EU vocabulary has none in Arabic). */
const themes: Record<DatasetCategory, [code: string, name: string]> = {
  Economy: ['ECON', 'Economy and finance'],
  Environment: ['ENVI', 'Environment'],
  Infrastructure: ['REGI', 'Regions and cities'],
  Society: ['SOCI', 'Population and society'],
  Governance: ['GOVE', 'Government and public sector'],
};
/** 'once': published once and not updated (the EU table's NEVER). */
const frequencies: Record<Dataset['frequency'], string> = {
  annual: 'ANNUAL',
  quarterly: 'QUARTERLY',
  monthly: 'MONTHLY',
  irregular: 'IRREG',
  once: 'NEVER',
};
const fileTypes: Record<DatasetFormat, string> = {
  CSV: 'CSV',
  Excel: 'XLSX',
  JSON: 'JSON',
  Shapefile: 'SHP',
  PDF: 'PDF',
  GeoJSON: 'GEOJSON',
  KML: 'KML',
  DXF: 'DXF',
};

const iri = (name: Prefixed) => {
  const [prefix, local] = name.split(':') as [keyof typeof prefixes, string];
  return namedNode(prefixes[prefix] + local);
};
const typed = (value: string, type: Prefixed) => literal(value, iri(type));
/** What DCAT-AP names a member of a class by, where it is not rdfs:label. */
const naming: Partial<Record<Prefixed, Prefixed>> = {
  'skos:Concept': 'skos:prefLabel',
  'skos:ConceptScheme': 'dct:title',
};

/** The graph of the catalogue: the catalog, its datasets and their distributions, publishers and licences. */
export function catalogueQuads(datasets: readonly Dataset[], site: DcatSite, about: DcatAbout): Quad[] {
  const quads: Quad[] = [];
  const add = (s: NamedNode | BlankNode, p: Prefixed, o: Quad['object']) => quads.push(quad(s, iri(p), o));
  const texts = (s: NamedNode | BlankNode, p: Prefixed, text: Localized) => {
    add(s, p, literal(text.en, 'en'));
    add(s, p, literal(text.ar, 'ar'));
  };
  const described = new Set<string>();
  /** A node shared by many datasets (a publisher, a licence), described once. */
  const shared = (node: NamedNode, describe: (n: NamedNode) => void) => {
    if (!described.has(node.value)) {
      described.add(node.value);
      describe(node);
    }
    return node;
  };

  const catalog = namedNode(absolute(site.url, `${paths.catalogue()}#catalog`));
  add(catalog, 'rdf:type', iri('dcat:Catalog'));
  texts(catalog, 'dct:title', site.name);
  texts(catalog, 'dct:description', site.description);
  const authority = shared(namedNode(`${site.url}/#authority`), (n) => {
    add(n, 'rdf:type', iri('foaf:Agent'));
    texts(n, 'foaf:name', site.authority);
    add(n, 'foaf:mbox', namedNode(`mailto:${site.contact.email}`));
  });
  add(catalog, 'dct:publisher', authority);
  // Each value of a class DCAT-AP 3.0.1 names for its property says its class (its range shapes check them) and
  // its name as the class asks (a concept its skos:prefLabel, a concept scheme its dct:title); a term of an EU
  // vocabulary says its scheme, as the EU's own tables do (what DCAT-AP's controlled-vocabulary shapes check).
  const classed = (iriValue: string, type: Prefixed, name?: Literal) =>
    shared(namedNode(iriValue), (n) => {
      add(n, 'rdf:type', iri(type));
      if (name) add(n, naming[type] ?? 'rdfs:label', name);
      const scheme = iriValue.slice(0, iriValue.lastIndexOf('/'));
      if (iriValue.startsWith(EU) && scheme.length > EU.length) add(n, 'skos:inScheme', namedNode(scheme));
    });
  add(catalog, 'foaf:homepage', classed(`${site.url}/`, 'foaf:Document'));
  for (const code of ['ENG', 'ARA'])
    add(catalog, 'dct:language', classed(`${EU}language/${code}`, 'dct:LinguisticSystem'));
  // The catalogue changed when its latest dataset did
  if (about.modified) add(catalog, 'dct:modified', typed(about.modified, 'xsd:date'));
  add(
    catalog,
    'dcat:themeTaxonomy',
    classed(`${EU}data-theme`, 'skos:ConceptScheme', literal('Data theme', 'en')),
  );
  const availability = classed(`${EU}planned-availability/STABLE`, 'skos:Concept', literal('stable', 'en'));
  if (about.paging) paged(about.paging, add);

  for (const d of datasets) {
    const page = absolute(site.url, paths.dataset(d.slug));
    const dataset = namedNode(`${page}#dataset`);
    add(catalog, 'dcat:dataset', dataset);
    add(dataset, 'rdf:type', iri('dcat:Dataset'));
    add(dataset, 'dct:identifier', literal(d.slug));
    texts(dataset, 'dct:title', d.title);
    texts(dataset, 'dct:description', d.description);
    for (const lang of ['en', 'ar'] as const)
      for (const keyword of d.keywords[lang]) add(dataset, 'dcat:keyword', literal(keyword, lang));
    const [theme, themeName] = themes[d.category];
    add(dataset, 'dcat:theme', classed(`${EU}data-theme/${theme}`, 'skos:Concept', literal(themeName, 'en')));
    const publisher = shared(
      namedNode(absolute(site.url, `${paths.catalogue()}?source=${encodeURIComponent(d.source)}`)),
      (n) => {
        add(n, 'rdf:type', iri('foaf:Agent'));
        texts(n, 'foaf:name', about.publisherName(d));
      },
    );
    add(dataset, 'dct:publisher', publisher);
    const contact = blankNode(`${d.slug}-contact`);
    add(dataset, 'dcat:contactPoint', contact);
    add(contact, 'rdf:type', iri('vcard:Kind'));
    texts(contact, 'vcard:fn', d.contactPoint.name);
    add(contact, 'vcard:hasEmail', namedNode(`mailto:${d.contactPoint.email}`));
    const license = shared(namedNode(d.license.url), (n) => {
      add(n, 'rdf:type', iri('dct:LicenseDocument'));
      add(n, 'dct:title', literal(d.license.title));
      add(n, 'dct:identifier', literal(d.license.id));
    });
    add(dataset, 'dct:license', license);
    add(dataset, 'dct:issued', typed(d.issued, 'xsd:date'));
    add(dataset, 'dct:modified', typed(d.modified, 'xsd:date'));
    const [w, s, e, n] = d.spatial.bbox;
    const place = blankNode(`${d.slug}-spatial`);
    add(dataset, 'dct:spatial', place);
    add(place, 'rdf:type', iri('dct:Location'));
    texts(place, 'skos:prefLabel', d.spatial.label);
    add(
      place,
      'dcat:bbox',
      typed(`POLYGON((${w} ${s}, ${e} ${s}, ${e} ${n}, ${w} ${n}, ${w} ${s}))`, 'gsp:wktLiteral'),
    );
    const period = blankNode(`${d.slug}-temporal`);
    add(dataset, 'dct:temporal', period);
    add(period, 'rdf:type', iri('dct:PeriodOfTime'));
    add(period, 'dcat:startDate', typed(d.temporal.from, 'xsd:date'));
    add(period, 'dcat:endDate', typed(d.temporal.to, 'xsd:date'));
    add(
      dataset,
      'dct:accrualPeriodicity',
      classed(`${EU}frequency/${frequencies[d.frequency]}`, 'dct:Frequency'),
    );
    add(dataset, 'dcat:landingPage', classed(page, 'foaf:Document'));
    for (const r of d.resources) {
      const distribution = namedNode(`${page}#${r.id}`);
      add(dataset, 'dcat:distribution', distribution);
      add(distribution, 'rdf:type', iri('dcat:Distribution'));
      texts(distribution, 'dct:title', {
        en: `${d.title.en} (${r.format})`,
        ar: `${d.title.ar} (${r.format})`,
      });
      texts(distribution, 'dct:description', {
        en: `The dataset “${d.title.en}” as a ${r.format} file.`,
        ar: `مجموعة البيانات «${d.title.ar}» في ملف ${r.format}.`,
      });
      add(distribution, 'dcatap:availability', availability);
      add(distribution, 'dcat:accessURL', namedNode(absolute(site.url, r.url)));
      add(distribution, 'dcat:downloadURL', namedNode(absolute(site.url, r.url)));
      const mediaType = r.mediaType.split(';')[0]!.trim();
      // Labelled: ckanext-dcat keeps a media type's rdfs:label ("text/csv") as the resource's mimetype, and CKAN's
      // name for it ("CSV") as its format; it reads a dct:format node's label only if it is a dct:IMT, so a format
      // CKAN has no name for (DXF) stays the EU address there (server/dcat-ap.test.ts reads it as it does)
      add(
        distribution,
        'dcat:mediaType',
        classed(
          `https://www.iana.org/assignments/media-types/${mediaType}`,
          'dct:MediaType',
          literal(mediaType),
        ),
      );
      const fileType = fileTypes[r.format];
      add(
        distribution,
        'dct:format',
        classed(`${EU}file-type/${fileType}`, 'dct:MediaTypeOrExtent', literal(fileType)),
      );
      add(distribution, 'dcat:byteSize', typed(String(r.size), 'xsd:nonNegativeInteger'));
      add(distribution, 'dct:license', license);
    }
  }
  return quads;
}

/**
 * The page's place in the whole, as ckanext-dcat writes it (and its harvester reads it to fetch the next page):
 * the document's address a hydra:PagedCollection with its counts and the addresses of the first, last, previous
 * and next pages.
 */
function paged(
  { page, total, perPage, address }: DcatPage,
  add: (s: NamedNode, p: Prefixed, o: Quad['object']) => void,
) {
  const last = Math.max(1, Math.ceil(total / perPage));
  const view = namedNode(address(page));
  add(view, 'rdf:type', iri('hydra:PagedCollection'));
  add(view, 'hydra:totalItems', typed(String(total), 'xsd:integer'));
  add(view, 'hydra:itemsPerPage', typed(String(perPage), 'xsd:integer'));
  add(view, 'hydra:firstPage', literal(address(1)));
  add(view, 'hydra:lastPage', literal(address(last)));
  if (page > 1) add(view, 'hydra:previousPage', literal(address(page - 1)));
  if (page < last) add(view, 'hydra:nextPage', literal(address(page + 1)));
}
