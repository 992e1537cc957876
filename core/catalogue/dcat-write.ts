/**
 * The catalogue's DCAT graph (./dcat.ts) written out: as Turtle (n3's Writer), as JSON-LD with an inline context,
 * blank nodes nested where they are used, and as RDF/XML (graphy's writer), so all three always describe the
 * same graph.
 */
import { Writer, type Quad } from 'n3';
import { prefixes, type DcatSite } from './dcat.ts';
import { absolute, paths } from '../paths.ts';

/** The graph as Turtle. */
export function catalogueTurtle(quads: readonly Quad[]): Promise<string> {
  // Each subject's statements together, subjects in order of first mention, so the writer groups them.
  const bySubject = new Map<string, Quad[]>();
  for (const q of quads) {
    const list = bySubject.get(q.subject.value);
    if (list) list.push(q);
    else bySubject.set(q.subject.value, [q]);
  }
  const writer = new Writer({ prefixes });
  writer.addQuads([...bySubject.values()].flat());
  return new Promise((resolve, reject) =>
    writer.end((error: Error | null, result: string) => (error ? reject(error) : resolve(result))),
  );
}

type JsonNode = Record<string, unknown>;

/** A full IRI in prefix:local form when one of our prefixes fits. */
function compact(value: string) {
  for (const [prefix, ns] of Object.entries(prefixes))
    if (value.startsWith(ns) && !/[/#]/.test(value.slice(ns.length)))
      return `${prefix}:${value.slice(ns.length)}`;
  return value;
}

const key = (term: Quad['subject'] | Quad['object']) =>
  term.termType === 'BlankNode' ? `_:${term.value}` : term.value;

/** An RDF term as a JSON-LD value. */
function jsonValue(term: Quad['object']) {
  if (term.termType !== 'Literal') return { '@id': key(term) };
  if (term.language) return { '@value': term.value, '@language': term.language };
  if (term.datatype.value === `${prefixes.xsd}string`) return term.value;
  return { '@value': term.value, '@type': compact(term.datatype.value) };
}

/** The graph as JSON-LD: the catalog first, each node used once nested where it is used, shared ones beside. */
export function catalogueJsonLd(quads: readonly Quad[], site: Pick<DcatSite, 'url'>) {
  const nodes = new Map<string, JsonNode>();
  const uses = new Map<string, number>();
  for (const { subject, predicate, object } of quads) {
    const id = key(subject);
    if (!nodes.has(id)) nodes.set(id, { '@id': id });
    const node = nodes.get(id)!;
    const isType = predicate.value === `${prefixes.rdf}type`;
    const property = isType ? '@type' : compact(predicate.value);
    const value = isType ? compact(object.value) : jsonValue(object);
    if (!isType && object.termType !== 'Literal') uses.set(key(object), (uses.get(key(object)) ?? 0) + 1);
    node[property] = property in node ? [node[property]].flat().concat(value) : value;
  }
  const root = absolute(site.url, `${paths.catalogue()}#catalog`);
  const nested = new Set<string>();
  const render = (id: string): JsonNode => {
    const node = { ...nodes.get(id)! };
    if (id.startsWith('_:')) delete node['@id'];
    for (const [property, value] of Object.entries(node)) {
      const embed = (v: unknown) => {
        const ref = (v as { '@id'?: string })['@id'];
        if (!ref || uses.get(ref) !== 1 || !nodes.has(ref) || ref === root) return v;
        nested.add(ref);
        return render(ref);
      };
      if (property !== '@id' && property !== '@type')
        node[property] = Array.isArray(value) ? value.map(embed) : embed(value);
    }
    return node;
  };
  const graph = [render(root)];
  for (const id of nodes.keys()) if (id !== root && !nested.has(id)) graph.push(render(id));
  return { '@context': prefixes, '@graph': graph };
}

/**
 * The graph as RDF/XML, by graphy's RDF/XML writer: a description for each subject, blank nodes by rdf:nodeID.
 * (rdflib's serializer nests a typed blank node under rdf:parseType="Resource", which reads back as other
 * statements: linkeddata/rdflib.js#546.)
 */
export async function catalogueRdfXml(quads: readonly Quad[]): Promise<string> {
  const { default: scribe } = await import('@graphy/content.xml.scribe');
  const writer = scribe({ prefixes });
  const chunks: string[] = [];
  writer.on('data', (chunk: string) => chunks.push(chunk));
  const ended = new Promise<void>((resolve, reject) => writer.on('end', resolve).on('error', reject));
  for (const q of quads) writer.write(q);
  writer.end();
  await ended;
  return chunks.join('');
}
