/**
 * The CKAN-compatible, read-only Action API under /api/3/action/<name> (and /api/action/<name>), so that CKAN
 * clients (ckanapi, harvesters) work unchanged: GET query parameters or a POST JSON or form body, CKAN's
 * `{ help, success, result }` envelope and its errors, open CORS. Registered by buildServer with prefix /api.
 */
import { stat } from 'node:fs/promises';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Catalogue } from '../../app/features/catalogue/lib/types.ts';
import { site } from '../../content/site.ts';
import { actions } from './actions.ts';
import { loadCatalogue, prepareCatalogue, type ApiCatalogue } from './catalogue.ts';
import { badRequest, CkanError } from './errors.ts';
import type { Params } from './params.ts';

export type CkanApiOptions = {
  /**
   * The catalogue to serve; without it, `catalogueFile` is read at start, or on the first request after it
   * appears. A server started before a rebuild keeps answering from the catalogue it loaded: restart it after
   * `npm run build`.
   */
  catalogue?: Catalogue;
  catalogueFile: string;
};

const ACTION_PATH = /^\/api(\/3)?\/action\//;
const helpUrl = (action: string) =>
  `${site.url}/api/3/action/help_show${action ? `?name=${encodeURIComponent(action)}` : ''}`;
const actionOf = (req: FastifyRequest) => (req.params as { action?: string }).action ?? '';

/** Query parameters, then the body's (a JSON object or a form); a null-prototype object. */
function paramsOf(query: unknown, body: unknown): Params {
  let fields = body ?? {};
  if (typeof fields === 'string') {
    try {
      fields = fields.trim() ? JSON.parse(fields) : {};
    } catch {
      throw badRequest('JSON Error: the body is not valid JSON');
    }
  }
  if (typeof fields !== 'object' || fields === null || Array.isArray(fields))
    throw badRequest('JSON Error: the body must be a JSON object of parameters');
  return Object.assign(Object.create(null) as Params, query, fields);
}

export async function ckanApi(app: FastifyInstance, options: CkanApiOptions) {
  let catalogue: ApiCatalogue | null = options.catalogue
    ? prepareCatalogue(options.catalogue)
    : await loadCatalogue(options.catalogueFile);
  if (!catalogue) app.log.warn(`CKAN API: no catalogue at ${options.catalogueFile} yet; answering 503`);
  let triedVersion: string | null = null;

  /** The catalogue, loading the file again when it appeared or changed since the last failed attempt. */
  async function current() {
    if (catalogue || options.catalogue) return catalogue;
    const version = await stat(options.catalogueFile).then(
      (s) => `${s.mtimeMs}:${s.size}`,
      () => null,
    );
    if (version !== null && version !== triedVersion) {
      triedVersion = version;
      catalogue = await loadCatalogue(options.catalogueFile);
    }
    return catalogue;
  }

  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) => {
    const params: Record<string, string | string[]> = Object.create(null);
    for (const [key, value] of new URLSearchParams(body as string)) {
      const previous = params[key];
      params[key] = previous === undefined ? value : [previous, value].flat();
    }
    done(null, params);
  });

  app.addHook('onSend', async (_req, reply) => {
    reply.header('Access-Control-Allow-Origin', '*');
  });

  app.setErrorHandler((error: FastifyError | CkanError, req, reply) => {
    let ckan: CkanError;
    if (error instanceof CkanError) ckan = error;
    else if (error.statusCode && error.statusCode < 500)
      ckan = badRequest(
        `${error.code?.includes('JSON') ? 'JSON Error: ' : ''}${error.message}`,
        error.statusCode,
      );
    else {
      req.log.error(error);
      ckan = new CkanError(500, 'Internal Server Error', 'Internal server error');
    }
    void reply.code(ckan.status).send({ help: helpUrl(actionOf(req)), success: false, error: ckan.body });
  });

  async function runAction(req: FastifyRequest, reply: FastifyReply) {
    const action = actionOf(req);
    const spec = Object.hasOwn(actions, action) ? actions[action] : undefined;
    if (!spec) throw badRequest(`Action name not known: ${action} (this API is read-only)`);
    const ready = await current();
    if (!ready)
      throw new CkanError(503, 'Service Unavailable', 'The catalogue is not available yet; try again later.');
    const result = spec.run(paramsOf(req.query, req.body), ready);
    return reply.send({ help: helpUrl(action), success: true, result });
  }

  for (const url of ['/3/action/:action', '/action/:action'])
    app.route({ method: ['GET', 'POST'], url, handler: runAction });
  app.get('/3', async () => ({ version: 3 }));

  // Everything else under /api: CORS preflight, a wrong method, or an unknown address.
  app.all('/*', async (req, reply) => {
    if (req.method === 'OPTIONS')
      return reply
        .code(204)
        .header('Access-Control-Allow-Methods', 'GET, POST, OPTIONS')
        .header(
          'Access-Control-Allow-Headers',
          req.headers['access-control-request-headers'] ?? 'Content-Type',
        )
        .header('Access-Control-Max-Age', '86400')
        .send();
    const path = req.url.split('?')[0]!;
    if (!ACTION_PATH.test(path))
      throw new CkanError(404, 'Not Found Error', 'Not found: actions are at /api/3/action/<name>');
    if (req.method !== 'GET' && req.method !== 'POST' && req.method !== 'HEAD') {
      reply.header('Allow', 'GET, POST, OPTIONS');
      throw badRequest(`${req.method} is not allowed: use GET or POST`, 405);
    }
    throw badRequest(`Action name not known: ${path.replace(ACTION_PATH, '')}`);
  });
}
