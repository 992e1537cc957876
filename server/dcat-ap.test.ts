/**
 * DCAT-AP as others check it and read it: the catalogue of the seed (data/datasets) as /catalog.ttl serves it,
 * validated against the official DCAT-AP 3.0.1 SHACL shapes (testing/dcat-ap/, run by rdf-validate-shacl), and read as
 * ckanext-dcat's DCAT-AP harvester reads a dataset's licence and its distributions' formats.
 */
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';
import { DataFactory, Parser, Store, type Term } from 'n3';
import SHACLValidator from 'rdf-validate-shacl';
import { describe, expect, it } from 'vitest';
import { prefixes } from '../core/catalogue/dcat.ts';
import { sampleCatalogue } from '../testing/sample-catalogue.ts';
import { memorySource } from './ckan/catalogue.ts';
import { dcat } from './dcat.ts';

const catalogue = sampleCatalogue();
const site = 'http://data.hail.example';
const ns = (name: string) => {
  const [prefix, local] = name.split(':') as [keyof typeof prefixes, string];
  return prefixes[prefix] + local;
};

/** The catalogue as a harvester gets it. */
async function served() {
  const app = Fastify();
  await app.register(dcat, {
    source: async () => memorySource(catalogue),
    render: async (_req, reply) => void reply.code(503).send('unavailable page'),
  });
  const answer = await app.inject({ url: '/catalog.ttl', headers: { host: new URL(site).host } });
  await app.close();
  expect(answer.statusCode).toBe(200);
  return new Store(new Parser().parse(answer.body));
}
const graph = await served();

const SH = 'http://www.w3.org/ns/shacl#';
const names: [string, string][] = [
  ...Object.entries(prefixes),
  ['sh', SH],
  // The shapes' own names: shapes.ttl's and range.ttl's (still on 3.0.0's address), dcat-ap-SHACL.ttl's, mdr's
  ['shapes', 'https://semiceu.github.io/DCAT-AP/releases/3.0.0/html/shacl/shapes.ttl#'],
  ['range', 'https://semiceu.github.io/DCAT-AP/releases/3.0.0/html/shacl/range.ttl#'],
  ['dcat-ap', 'https://semiceu.github.io/DCAT-AP/releases/3.0.1#'],
  ['mdr', 'http://data.europa.eu/r5r#'],
];
const short = (value: string) => {
  const [prefix, ns] = names.find(([, ns]) => value.startsWith(ns)) ?? [];
  return prefix ? `${prefix}:${value.slice(ns!.length)}` : `<${value}>`;
};

/** The shapes of testing/dcat-ap's files, in one graph. */
const shapesOf = (...files: string[]) =>
  new Store(
    files.flatMap((file) =>
      new Parser().parse(readFileSync(new URL(`../testing/dcat-ap/${file}`, import.meta.url), 'utf8')),
    ),
  );

/** A term as a line names it: a blank node by the statement that leads to it (`[subject predicate]`). */
const termIn = (graph: Store) => {
  const name = (term: Term | undefined): string => {
    if (!term) return '';
    if (term.termType === 'Literal') return JSON.stringify(term.value);
    if (term.termType !== 'BlankNode') return short(term.value);
    const [into] = graph.getQuads(null, null, term, null);
    return into ? `[${name(into.subject)} ${short(into.predicate.value)}]` : '[]';
  };
  return name;
};

type Finding = { severity: string; path: string; text: string };

/**
 * The SHACL report (read as RDF, each sh:ValidationResult), one line a result: its severity, focus node, path and
 * value, message, and the constraint that failed in its shape, e.g. `Violation <…#dataset> dct:title: Less than 1
 * values (sh:MinCountConstraintComponent in [shapes:Dataset_Shape sh:property])`.
 */
async function findings(data: Store, shapes: Store): Promise<Finding[]> {
  const report = new Store([...(await new SHACLValidator(shapes).validate(data)).dataset]);
  const [inData, inShapes] = [termIn(data), termIn(shapes)];
  return report.getSubjects(ns('rdf:type'), `${SH}ValidationResult`, null).map((result) => {
    const one = (p: string) => report.getObjects(result, SH + p, null)[0];
    const severity = short(one('resultSeverity')!.value).replace('sh:', '');
    const path = inShapes(one('resultPath'));
    const value = one('value') ? ` = ${inData(one('value'))}` : '';
    const message = report.getObjects(result, `${SH}resultMessage`, null).map((m) => m.value);
    // A result of sh:class may come without a message: say the class
    const [type] = shapes.getObjects(one('sourceShape')!, `${SH}class`, null);
    if (!message.length && type) message.push(`not a ${short(type.value)}`);
    const constraint = `${inShapes(one('sourceConstraintComponent'))} in ${inShapes(one('sourceShape'))}`;
    const text = `${severity} ${inData(one('focusNode'))} ${path}${value}: ${message.join('; ')} (${constraint})`;
    return { severity, path, text };
  });
}

const core = shapesOf('shapes.ttl', 'range.ttl');

describe('DCAT-AP 3.0.1 SHACL shapes', () => {
  it('finds nothing in shapes.ttl and range.ttl, the constraints and class ranges', async () => {
    expect((await findings(graph, core)).map((f) => f.text)).toEqual([]);
  });

  it('finds nothing in dcat-ap-SHACL.ttl, the same constraints one by one', async () => {
    expect((await findings(graph, shapesOf('dcat-ap-SHACL.ttl'))).map((f) => f.text)).toEqual([]);
  });

  it('finds in the controlled vocabularies only that our publishers and places are not in EU lists', async () => {
    const found = (await findings(graph, shapesOf('mdr-vocabularies.shape.ttl'))).map((f) => f.text);
    // Our publishers are Saudi bodies, not in the EU's corporate bodies; our places are boxes, not named places
    const ours = /CorporateBodyRestriction|dct:spatial/;
    expect(found.filter((text) => !ours.test(text))).toEqual([]);
    expect(found.filter((text) => /dct:spatial/.test(text)).length).toBeGreaterThan(0);
  });

  it('reports a dataset without a title and a licence without its class', async () => {
    const broken = new Store(graph.getQuads(null, null, null, null));
    const dataset = `${site}/data/catalogue/${catalogue.datasets[0]!.slug}#dataset`;
    broken.removeQuads(broken.getQuads(dataset, ns('dct:title'), null, null));
    broken.removeQuads(broken.getQuads(null, ns('rdf:type'), ns('dct:LicenseDocument'), null));
    const found = (await findings(broken, core)).map((f) => f.text);
    expect(found).toContainEqual(
      expect.stringMatching(/^Violation <.+#dataset> dct:title: Less than 1 values/),
    );
    expect(found).toContainEqual(
      expect.stringContaining(`dct:license = <${catalogue.datasets[0]!.license.url}>`),
    );
  });
});

/*
 * ckanext-dcat (ckan/ckanext-dcat, commit 0209972): its DCAT-AP profiles (euro_dcat_ap, euro_dcat_ap_2,
 * euro_dcat_ap_3) read licences and formats in BaseEuropeanDCATAPProfile._parse_dataset_base
 * (ckanext/dcat/profiles/euro_dcat_ap_base.py) through the helpers of RDFProfile (ckanext/dcat/profiles/base.py)
 * written out below, on the triples they read.
 */

/** RDFProfile._object_value: the literal in the default language, else the first; a node's rdfs:label, or it. */
function objectValue(g: Store, subject: Term, predicate: string, language = 'en') {
  let fallback = '';
  for (const o of g.getObjects(subject, ns(predicate), null)) {
    if (o.termType !== 'Literal') return g.getObjects(o, ns('rdfs:label'), null)[0]?.value ?? o.value;
    if (o.language === language) return o.value;
    if (fallback === '') fallback = o.value;
  }
  return fallback;
}

type Licence = { id: string; url: string; title: string };
/**
 * RDFProfile._license, for `license_id`: the first distribution's dct:license found in CKAN's licence register,
 * "comparing URIs, then titles" (`license_uri2id.get(license.toPython())`, then `license_title2id.get(
 * self._object_value(license, DCT.title))`). Neither dct:identifier nor the dataset's own dct:license is read.
 */
function licenseId(g: Store, dataset: Term, register: Licence[]) {
  for (const distribution of g.getObjects(dataset, ns('dcat:distribution'), null)) {
    const license = g.getObjects(distribution, ns('dct:license'), null)[0];
    if (!license) continue;
    const title = objectValue(g, license, 'dct:title');
    const id = (register.find((l) => l.url === license.value) ?? register.find((l) => l.title === title))?.id;
    if (id) return id;
  }
  return '';
}

/**
 * CKAN's ckan/config/resource_formats.json (ckan/ckan 2dbe2c1) for our media types: [format, description,
 * media type, alternatives], keyed as ckan.lib.helpers.resource_formats() keys it (each name lower-cased). It has
 * no DXF.
 */
const resourceFormats = new Map(
  (
    [
      ['CSV', 'Comma Separated Values File', 'text/csv', ['text/comma-separated-values']],
      [
        'XLSX',
        'Excel OOXML Spreadsheet',
        'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        [],
      ],
      ['JSON', 'JavaScript Object Notation', 'application/json', []],
      ['GeoJSON', 'Geographic JavaScript Object Notation', 'application/geo+json', ['geojson']],
      ['KML', 'KML File', 'application/vnd.google-earth.kml+xml', []],
      ['ZIP', 'Zip File', 'application/zip', ['zip', 'http://purl.org/NET/mediatypes/application/zip']],
      ['PDF', 'PDF File', 'application/pdf', []],
      ['SHP', 'Shapefile', null, ['esri shapefile']],
    ] as const
  ).flatMap(([format, description, mediaType, others]) =>
    [mediaType, format, description, ...others].flatMap((name) =>
      name ? [[name.toLowerCase(), format]] : [],
    ),
  ) as [string, string][],
);

/**
 * RDFProfile._distribution_format, and what _parse_dataset_base keeps of it: `mimetype` is dcat:mediaType's value
 * (_object_value: its rdfs:label); `format` is dct:format's address unless it is a literal or a dct:IMT node (only
 * then is its rdfs:label read), and with ckanext.dcat.normalize_ckan_format (true by default) CKAN's name for
 * the media type (`if imt in format_registry: label = format_registry[imt][1]`), else for that label.
 */
function resourceFormat(g: Store, distribution: Term, normalize = true) {
  let imt = objectValue(g, distribution, 'dcat:mediaType');
  let label = '';
  const format = g.getObjects(distribution, ns('dct:format'), null)[0];
  if (format?.termType === 'Literal') {
    if (!imt && format.value.includes('/')) imt = format.value;
    else label = format.value;
  } else if (format && g.getObjects(format, ns('rdf:type'), null)[0]?.value === ns('dct:IMT')) {
    imt ||= g.getObjects(format, ns('rdf:value'), null)[0]?.value ?? '';
    label = objectValue(g, format, 'rdfs:label');
  } else if (format?.termType === 'NamedNode') {
    if (format.value.includes('iana.org/assignments/media-types') && !imt) imt = format.value;
    else label = format.value;
  }
  if (normalize) label = resourceFormats.get(imt) ?? resourceFormats.get(label) ?? label;
  return { mimetype: imt, format: label || imt };
}

describe('DCAT-AP as ckanext-dcat harvests it', () => {
  const datasetOf = (slug: string) => DataFactory.namedNode(`${site}/data/catalogue/${slug}#dataset`);
  const distributionOf = (slug: string, id: string) =>
    DataFactory.namedNode(`${site}/data/catalogue/${slug}#${id}`);

  it("gets license_id from the licence's address in a register of the Open Definition's licences", () => {
    // CKAN's register as `licenses_group_url` loads it from okfn/licenses (licenses/CC-BY-4.0.json)
    const openDefinition = [
      {
        id: 'CC-BY-4.0',
        url: 'https://creativecommons.org/licenses/by/4.0/',
        title: 'Creative Commons Attribution 4.0',
      },
    ];
    // CKAN's own default register (ckan/model/license.py) has no CC BY 4.0: its cc-by is the unversioned
    // http://www.opendefinition.org/licenses/cc-by, "Creative Commons Attribution", which no CC BY 4.0 matches
    const builtIn = [
      {
        id: 'cc-by',
        url: 'http://www.opendefinition.org/licenses/cc-by',
        title: 'Creative Commons Attribution',
      },
    ];
    for (const d of catalogue.datasets) {
      expect(licenseId(graph, datasetOf(d.slug), openDefinition), d.slug).toBe(d.license.id);
      expect(licenseId(graph, datasetOf(d.slug), builtIn), d.slug).toBe('');
      // A resource's `license` (_object_value of dct:license) stays the address: the licence has no rdfs:label
      for (const r of d.resources)
        expect(objectValue(graph, distributionOf(d.slug, r.id), 'dct:license')).toBe(d.license.url);
    }
  });

  it('gets each resource its media type ("text/csv") and CKAN format name ("CSV"), not addresses', () => {
    const seen = new Map<string, ReturnType<typeof resourceFormat>>();
    for (const d of catalogue.datasets)
      for (const r of d.resources) {
        const distribution = distributionOf(d.slug, r.id);
        const read = resourceFormat(graph, distribution);
        expect(read.mimetype, r.id).toBe(r.mediaType.split(';')[0]);
        seen.set(r.format, read);
        // With normalize_ckan_format off, `format` is dct:format's address (its rdfs:label is not read)
        expect(resourceFormat(graph, distribution, false).format).toMatch(
          /^http:\/\/publications\.europa\.eu\/resource\/authority\/file-type\/[A-Z]+$/,
        );
      }
    expect(Object.fromEntries([...seen].map(([format, read]) => [format, read.format]))).toEqual({
      CSV: 'CSV',
      Excel: 'XLSX',
      JSON: 'JSON',
      GeoJSON: 'GeoJSON',
      KML: 'KML',
      PDF: 'PDF',
      // CKAN names application/zip "ZIP", the file it is
      Shapefile: 'ZIP',
      // CKAN's formats have no DXF (nor image/vnd.dxf): it keeps the EU file type's address
      DXF: 'http://publications.europa.eu/resource/authority/file-type/DXF',
    });
    expect(seen.get('CSV')).toEqual({ mimetype: 'text/csv', format: 'CSV' });
  });
});
