/**
 * The catalogue as DCAT-AP, made from the catalogue as the store has it at the moment of asking (a dataset
 * published since the build is in it at once, one withdrawn leaves it): `/catalog.ttl` (Turtle),
 * `/catalog.jsonld` (JSON-LD), `/catalog.rdf` (RDF/XML), and `/catalog`, any of them as the Accept header asks
 * (`Vary: Accept`). Up to
 * DCAT_PER_PAGE datasets a document; past that, `?page=N`, each page saying where it stands with Hydra's terms as
 * ckanext-dcat writes them, so a CKAN harvester follows them (core/catalogue/dcat.ts writes the graph). Its
 * addresses are on the portal's public address (server/origin.ts); each answer carries an ETag.
 */
import etag from '@fastify/etag';
import compress from '@fastify/compress';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import Negotiator from 'negotiator';
import { site } from '../content/site.ts';
import { catalogueQuads } from '../core/catalogue/dcat.ts';
import { catalogueJsonLd, catalogueRdfXml, catalogueTurtle } from '../core/catalogue/dcat-write.ts';
import type { CurrentSource } from './ckan/catalogue.ts';
import type { Render } from './on-demand.ts';
import { originOf, varyByHost } from './origin.ts';
import { readCatalogue } from './unavailable.ts';

/** Datasets in one document (ckanext-dcat's default is 100; the whole of today's catalogue fits in one). */
export const DCAT_PER_PAGE = 500;

const FORMATS = {
  ttl: 'text/turtle; charset=utf-8',
  jsonld: 'application/ld+json; charset=utf-8',
  rdf: 'application/rdf+xml; charset=utf-8',
} as const;
type Format = keyof typeof FORMATS;

export type DcatOptions = { source: CurrentSource; render: Render; perPage?: number };

export async function dcat(app: FastifyInstance, { source, render, perPage = DCAT_PER_PAGE }: DcatOptions) {
  await app.register(etag, { weak: true });
  await app.register(compress, { threshold: 1024 });

  async function answer(req: FastifyRequest, reply: FastifyReply, format: Format) {
    varyByHost(reply);
    const asked = (req.query as Record<string, unknown>).page;
    const page =
      asked === undefined ? 1 : typeof asked === 'string' && /^\d{1,9}$/.test(asked) ? Number(asked) : 0;
    if (page < 1)
      return reply.code(400).type('text/plain; charset=utf-8').send('page: a whole number from 1.\n');
    const document = await readCatalogue(source, render, req, reply, 'DCAT', async (ready) => {
      const [stats, lists, found] = await Promise.all([
        ready.stats(),
        ready.listing(),
        ready.search({ sort: { by: 'id', order: 'asc' }, start: (page - 1) * perPage, rows: perPage }),
      ]);
      const pages = Math.max(1, Math.ceil(found.count / perPage));
      if (page > pages) return null;
      const origin = originOf(req);
      const about = {
        publisherName: (d: (typeof found.results)[number]) => lists.publisherOf(d).name,
        modified: stats.latest || undefined,
        paging:
          pages > 1
            ? {
                page,
                total: found.count,
                perPage,
                address: (n: number) => `${origin}/catalog.${format}?page=${n}`,
              }
            : undefined,
      };
      const quads = catalogueQuads(found.results, { ...site, url: origin }, about);
      if (format === 'ttl') return catalogueTurtle(quads);
      if (format === 'rdf') return catalogueRdfXml(quads);
      return JSON.stringify(catalogueJsonLd(quads, { url: origin }), null, 1);
    });
    if (!document) return;
    if (document.value === null)
      return reply
        .code(404)
        .type('text/plain; charset=utf-8')
        .send(`page: the catalogue has no page ${page}.\n`);
    return reply.type(FORMATS[format]).header('Cache-Control', 'public, no-cache').send(document.value);
  }

  app.get('/catalog.ttl', (req, reply) => answer(req, reply, 'ttl'));
  app.get('/catalog.jsonld', (req, reply) => answer(req, reply, 'jsonld'));
  app.get('/catalog.rdf', (req, reply) => answer(req, reply, 'rdf'));
  // Content negotiation: Turtle unless another is preferred
  const types = Object.entries(FORMATS).map(([format, type]) => [type.split(';')[0]!, format as Format]);
  app.get('/catalog', (req, reply) => {
    reply.header('Vary', 'Accept');
    const type = new Negotiator({ headers: { accept: req.headers.accept ?? '*/*' } }).mediaType(
      types.map(([t]) => t!),
    );
    if (!type)
      return reply
        .code(406)
        .type('text/plain; charset=utf-8')
        .send('The catalogue is given as text/turtle, application/ld+json or application/rdf+xml.\n');
    const format = types.find(([t]) => t === type)![1] as Format;
    reply.header('Content-Location', `/catalog.${format}`);
    return answer(req, reply, format);
  });
}
