/** What core/catalogue/dcat-write.ts uses of graphy's RDF/XML writer (graphy.link), which has no types of its own. */
declare module '@graphy/content.xml.scribe' {
  import type { Transform } from 'node:stream';

  /** A stream that takes RDF/JS quads and gives RDF/XML text, the namespaces of `prefixes` declared. */
  export default function scribe(config: { prefixes: Record<string, string> }): Transform;
}
