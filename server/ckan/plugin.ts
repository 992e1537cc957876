/**
 * The CKAN-compatible, read-only Action API under /api/3/action/<name> (and /api/action/<name>), so that CKAN
 * clients (ckanapi, harvesters) work unchanged: GET query parameters or a POST JSON or form body, CKAN's
 * `{ help, success, result }` envelope and its errors, open CORS. Registered by buildServer with prefix /api.
 *
 * Every input is read in linear time and bounded (server/limits.ts): a body of at most 64 KB, at most 100
 * parameters, lists of at most 50 entries; anything over a limit is an error naming it.
 */
import { constants } from 'node:zlib';
import compress from '@fastify/compress';
import etag from '@fastify/etag';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { entriesOf, parseForm } from '../form.ts';
import { limits } from '../limits.ts';
import { actions } from './actions.ts';
import type { CurrentSource } from './catalogue.ts';
import { isDatabaseAway, type Store } from '../store/db.ts';
import { callerOf, notAuthorized, staffActions } from './token-actions.ts';
import { badRequest, CkanError, errorEnvelope, helpUrl } from './errors.ts';
import type { Params } from './params.ts';
import { originOf, varyByHost } from '../origin.ts';
import { pathOf } from '../url.ts';

export type CkanApiOptions = {
  /** The catalogue answered from (./catalogue.ts): the store's, a given one or the data build's file. */
  source: CurrentSource;
  /** The store of the staff accounts and their API tokens: the actions for staff (./token-actions.ts) need it. */
  staff?: Store;
};

const errorCode = (error: unknown) => String((error as { code?: unknown }).code ?? (error as Error).message);

/** The answer while the catalogue cannot be read (not built yet, or its database away). */
const away = () =>
  new CkanError(503, 'Service Unavailable', 'The catalogue is not available yet; try again later.');

const ACTION_PATH = /^\/api(\/3)?\/action\//;
const actionOf = (req: FastifyRequest) => (req.params as { action?: string }).action ?? '';
/**
 * Answers change as soon as the store does: a cache keeps them but asks again each time, with the answer's ETag
 * (a hash of what it says), and a 304 spares the answer's bytes when nothing has changed.
 */
const CACHE_ANSWER = 'public, no-cache';

/** A JSON body (or a text/plain one, as some clients send): an object of parameters, `__proto__` refused. */
function parseJsonParams(text: string): Params {
  if (!text.trim()) return Object.create(null) as Params;
  let fields: unknown;
  try {
    fields = JSON.parse(text);
  } catch {
    throw badRequest('JSON Error: the body is not valid JSON');
  }
  if (typeof fields !== 'object' || fields === null || Array.isArray(fields))
    throw badRequest('JSON Error: the body must be a JSON object of parameters');
  if (Object.hasOwn(fields, '__proto__'))
    throw badRequest('JSON Error: "__proto__" is not a parameter name this API accepts');
  return fields as Params;
}

/** Query parameters, then the body's; a null-prototype object, with at most `limits.parameters` in all. */
function paramsOf(query: unknown, body: unknown): Params {
  // The body parsers below give an object (a GET has no body).
  const fields = body ?? {};
  if (entriesOf(query) + entriesOf(fields) > limits.parameters)
    throw badRequest(
      `too many parameters: at most ${limits.parameters} in the query and body together (repeats count)`,
    );
  return Object.assign(Object.create(null) as Params, query, fields);
}

/** The CKAN error for anything thrown while answering: ours as they are, Fastify's mapped to CKAN's types. */
function toCkanError(error: FastifyError | CkanError): CkanError {
  if (error instanceof CkanError) return error;
  if (isDatabaseAway(error)) return away();
  switch (error.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return badRequest(`the body is larger than ${limits.bodyBytes} bytes`, 413);
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return badRequest(
        'send parameters in the query, or as a JSON or form (application/x-www-form-urlencoded) body',
        415,
      );
  }
  if (error.statusCode && error.statusCode < 500)
    return badRequest(
      `${error.code?.includes('JSON') ? 'JSON Error: ' : ''}${error.message}`,
      error.statusCode,
    );
  return new CkanError(500, 'Internal Server Error', 'Internal server error');
}

export async function ckanApi(app: FastifyInstance, options: CkanApiOptions) {
  const current = options.source;

  // Before compression, on the answer as written: weak, as the brotli, gzip and plain answers share it
  await app.register(etag, { weak: true });

  // Answers are JSON made per request: compressed per request too, with a quick brotli (quality 11, the
  // default, is made for files compressed once and costs ~20× the time of quality 4 for a few % less).
  await app.register(compress, {
    threshold: 1024,
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
  });

  app.removeAllContentTypeParsers();
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) =>
    done(null, parseForm(body as string)),
  );
  app.addContentTypeParser(['application/json', 'text/plain'], { parseAs: 'string' }, (_req, body, done) => {
    try {
      done(null, parseJsonParams(body as string));
    } catch (error) {
      done(error as Error, undefined);
    }
  });

  // CORS (Access-Control-Allow-Origin: *) and the security headers come from server/security.ts.
  app.addHook('onSend', async (req, reply) => {
    // Every answer here names the portal's address (in its results, or CKAN's help link).
    varyByHost(reply);
    if (!reply.hasHeader('Cache-Control'))
      reply.header(
        'Cache-Control',
        reply.statusCode < 400 && (req.method === 'GET' || req.method === 'HEAD') ? CACHE_ANSWER : 'no-store',
      );
  });

  app.setErrorHandler((error: FastifyError | CkanError, req, reply) => {
    const ckan = toCkanError(error);
    if (isDatabaseAway(error))
      req.log.warn(`catalogue: the database cannot be reached (${errorCode(error)})`);
    else if (ckan.status >= 500) req.log.error(error);
    void reply.code(ckan.status).send(errorEnvelope(originOf(req), ckan, actionOf(req)));
  });

  /** A staff account's action: its token's account, which a change must POST. */
  async function runStaffAction(req: FastifyRequest, action: string, params: Params) {
    const spec = staffActions[action]!;
    if (spec.changes && req.method !== 'POST') throw badRequest(`${action} changes data: send it as a POST`);
    if (!options.staff) throw notAuthorized('this portal has no staff accounts');
    const caller = await callerOf(options.staff, req);
    if (!caller)
      throw notAuthorized(`${action} needs a staff account's API token, sent in the Authorization header`);
    const ready = await current();
    if (!ready) throw away();
    return spec.run(params, { store: options.staff, caller, catalogue: ready, origin: originOf(req) });
  }

  async function runAction(req: FastifyRequest, reply: FastifyReply) {
    const action = actionOf(req);
    const origin = originOf(req);
    const answer = (result: unknown) => reply.send({ help: helpUrl(origin, action), success: true, result });
    if (Object.hasOwn(staffActions, action))
      return answer(await runStaffAction(req, action, paramsOf(req.query, req.body)));
    const spec = Object.hasOwn(actions, action) ? actions[action] : undefined;
    if (!spec) throw badRequest(`Action name not known: ${action}`);
    const ready = await current();
    if (!ready) throw away();
    return answer(await spec.run(paramsOf(req.query, req.body), ready, origin));
  }

  for (const url of ['/3/action/:action', '/action/:action'])
    app.route({ method: ['GET', 'POST'], url, bodyLimit: limits.bodyBytes, handler: runAction });
  app.get('/3', async () => ({ version: 3 }));

  // Everything else under /api: CORS preflight, a wrong method, or an unknown address.
  app.all('/*', { bodyLimit: limits.bodyBytes }, async (req, reply) => {
    if (req.method === 'OPTIONS')
      return reply
        .code(204)
        .header('Access-Control-Allow-Methods', 'GET, POST, OPTIONS')
        .header('Access-Control-Allow-Headers', 'Content-Type, Authorization, X-CKAN-API-Key')
        .header('Access-Control-Max-Age', '86400')
        .header('Cache-Control', 'public, max-age=86400')
        .send();
    const path = pathOf(req.url);
    if (!ACTION_PATH.test(path))
      throw new CkanError(404, 'Not Found Error', 'Not found: actions are at /api/3/action/<name>');
    if (req.method !== 'GET' && req.method !== 'POST' && req.method !== 'HEAD') {
      reply.header('Allow', 'GET, POST, OPTIONS');
      throw badRequest(`${req.method} is not allowed: use GET or POST`, 405);
    }
    throw badRequest(`Action name not known: ${path.replace(ACTION_PATH, '')}`);
  });
}
