/**
 * The participation API under /api/participation: `POST /feedback` and `POST /data-requests` take a JSON form,
 * check it with the form's schema (core/participation/forms.ts), and store it once (server/participation/store.ts).
 * Every state-changing request must come from the portal's own pages (Origin), carry an `Idempotency-Key`, stay
 * within the body and rate limits; every refusal is a JSON error worded in the visitor's language.
 */
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  fieldErrors,
  forms,
  languages,
  type FormKind,
  type FormLanguage,
} from '../../core/participation/forms.ts';
import { localize } from '../../core/paths.ts';
import { originOf } from '../origin.ts';
import { clientKey } from '../proxy.ts';
import { isDatabaseAway, once, type Store } from '../store/db.ts';
import { memoryRateLimiter, type RateLimiter } from '../store/rate-limit.ts';
import type { SignInLimiters } from '../staff/routes.ts';
import { participate } from '../../content/participate.ts';
import { todayInHail } from '../../core/participation/events.ts';
import {
  AlreadyRegistered,
  EventFull,
  IdempotencyConflict,
  receive,
  register,
  seatsLeft,
  subscribe,
  unsubscribe,
  syncEvents,
} from './store.ts';

/** A form is a few KB at most (a 4,000-character message in Arabic is 8 KB of UTF-8). */
export const BODY_BYTES = 16 * 1024;
const KEY = /^[A-Za-z0-9_-]{16,100}$/;
/** The page that honours an unsubscribe link. */
const UNSUBSCRIBE = '/participate/newsletter/unsubscribe';
/** Bytes that are not UTF-8 are refused, not replaced with U+FFFD and stored. */
const utf8 = new TextDecoder('utf-8', { fatal: true });

export const messages = {
  en: {
    notFound: 'There is no such participation address.',
    method: 'Use POST to send a form.',
    type: 'Send the form as JSON (Content-Type: application/json).',
    json: 'The form could not be read: it is not valid JSON.',
    encoding: 'The form could not be read: it is not valid UTF-8 text.',
    object: 'The form must be a JSON object of fields.',
    proto: 'The field name "__proto__" is not allowed.',
    tooLarge: `The form is larger than ${BODY_BYTES / 1024} KB.`,
    origin: 'Forms can only be sent from the portal’s own pages.',
    key: 'The request needs an Idempotency-Key header of 16 to 100 letters, digits, - or _.',
    conflict: 'This Idempotency-Key was already used for another form.',
    invalid: 'Some fields need attention.',
    rateLimited: 'Too many forms sent from your connection. Please wait a minute and try again.',
    failed: 'Your form could not be stored because of a problem on our side. Please try again later.',
    unavailable:
      'Forms cannot be received for a moment: our database is being restarted or cannot be reached. Nothing was stored; please send again in a minute.',
    noEvent: 'There is no such event.',
    pastEvent: 'This event has already taken place.',
    full: 'This event is full: every seat has been taken.',
    already: 'This email address is already registered for this event.',
    registration:
      'You are registered. Please bring your reference number; we will write if anything changes.',
    newsletter:
      'You are subscribed. Keep the unsubscribe link below: it is the only way to stop the newsletter without writing to us.',
    unsubscribed: 'You are unsubscribed: no more newsletters will be sent to this address.',
    unknownToken: 'This unsubscribe link is not valid. Copy it again from where you kept it, or write to us.',
    feedback: 'Thank you. Your feedback has reached the data team, who read every message.',
    'data-request': 'Thank you. The data team will review your request and reply by email.',
  },
  ar: {
    notFound: 'لا يوجد عنوان مشاركة بهذا الاسم.',
    method: 'استخدم POST لإرسال النموذج.',
    type: 'أرسل النموذج بصيغة JSON ‏(Content-Type: application/json).',
    json: 'تعذّرت قراءة النموذج: ليس بصيغة JSON صحيحة.',
    encoding: 'تعذّرت قراءة النموذج: ليس نصًا بترميز UTF-8 صحيح.',
    object: 'يجب أن يكون النموذج كائن JSON من الحقول.',
    proto: 'اسم الحقل "__proto__" غير مسموح.',
    tooLarge: `حجم النموذج أكبر من ${BODY_BYTES / 1024} كيلوبايت.`,
    origin: 'لا تُرسل النماذج إلا من صفحات المنصة نفسها.',
    key: 'يحتاج الطلب إلى ترويسة Idempotency-Key من 16 إلى 100 حرف أو رقم أو - أو _.',
    conflict: 'استُخدم مفتاح Idempotency-Key هذا لنموذج آخر.',
    invalid: 'بعض الحقول تحتاج إلى مراجعة.',
    rateLimited: 'أُرسل عدد كبير من النماذج من اتصالك. يُرجى الانتظار دقيقة ثم المحاولة مجددًا.',
    failed: 'تعذّر حفظ النموذج بسبب مشكلة لدينا. يُرجى المحاولة لاحقًا.',
    unavailable:
      'لا يمكن استلام النماذج الآن: قاعدة بياناتنا قيد إعادة التشغيل أو يتعذّر الوصول إليها. لم يُحفظ شيء؛ يُرجى الإرسال مجددًا بعد دقيقة.',
    noEvent: 'لا توجد فعالية بهذا الاسم.',
    pastEvent: 'انتهت هذه الفعالية.',
    full: 'اكتمل عدد المقاعد في هذه الفعالية.',
    already: 'هذا البريد الإلكتروني مسجّل في هذه الفعالية من قبل.',
    registration: 'تم تسجيلك. يُرجى الاحتفاظ برقمك المرجعي، وسنراسلك إن طرأ أي تغيير.',
    newsletter:
      'تم اشتراكك. احتفظ برابط إلغاء الاشتراك أدناه، فهو الطريقة الوحيدة لإيقاف النشرة دون مراسلتنا.',
    unsubscribed: 'تم إلغاء اشتراكك، ولن تُرسل نشرات أخرى إلى هذا العنوان.',
    unknownToken: 'رابط إلغاء الاشتراك هذا غير صالح. انسخه مجددًا من حيث احتفظت به، أو راسلنا.',
    feedback: 'شكرًا لك. وصلت ملاحظاتك إلى فريق البيانات الذي يقرأ كل رسالة.',
    'data-request': 'شكرًا لك. سيراجع فريق البيانات طلبك ويرد عليك بالبريد الإلكتروني.',
  },
} satisfies Record<FormLanguage, Record<string, string>>;
type MessageId = keyof (typeof messages)['en'];

class Refusal extends Error {
  constructor(
    readonly status: number,
    readonly id: MessageId,
    readonly fields?: (language: FormLanguage) => Record<string, string>,
    readonly headers: Record<string, string> = {},
  ) {
    super(id);
  }
}

/** The visitor's language: the form's own field when it is valid, else the browser's Accept-Language. */
function languageOf(req: FastifyRequest): FormLanguage {
  const field = (req.body as { language?: unknown } | undefined)?.language;
  if (languages.includes(field as FormLanguage)) return field as FormLanguage;
  return /^\s*ar\b/i.test(String(req.headers['accept-language'] ?? '')) ? 'ar' : 'en';
}

function refuse(req: FastifyRequest, reply: FastifyReply, refusal: Refusal) {
  const language = languageOf(req);
  void reply
    .code(refusal.status)
    .headers({ 'Cache-Control': 'no-store', ...refusal.headers })
    .send({
      error: {
        status: refusal.status,
        message: messages[language][refusal.id],
        ...(refusal.fields ? { fields: refusal.fields(language) } : {}),
      },
    });
}

/** JSON that is an object and names no `__proto__` at any depth. */
function parseForm(text: string): unknown {
  let proto = false;
  let value: unknown;
  try {
    value = JSON.parse(text, (key, v: unknown) => {
      if (key === '__proto__') proto = true;
      return v;
    });
  } catch {
    throw new Refusal(400, 'json');
  }
  if (proto) throw new Refusal(400, 'proto');
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new Refusal(400, 'object');
  return value;
}

export type ParticipationOptions = {
  store: Store;
  rateLimiter?: RateLimiter;
  /** Staff sign-in attempts per name and per address (default: SIGN_IN_LIMITS, in memory). */
  signInLimiters?: SignInLimiters;
  /** Today's date in Hail (YYYY-MM-DD); tests set it to reach past events. */
  today?: () => string;
};

export async function participationApi(app: FastifyInstance, options: ParticipationOptions) {
  const limiter = options.rateLimiter ?? memoryRateLimiter({ limit: 20, windowMs: 60_000 });

  app.removeAllContentTypeParsers();
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_req, body, done) => {
    try {
      let text: string;
      try {
        text = utf8.decode(body as Buffer);
      } catch {
        throw new Refusal(400, 'encoding');
      }
      done(null, parseForm(text));
    } catch (error) {
      done(error as Error, undefined);
    }
  });

  app.setErrorHandler((error: FastifyError | Refusal, req, reply) => {
    if (error instanceof Refusal) return refuse(req, reply, error);
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') return refuse(req, reply, new Refusal(413, 'tooLarge'));
    if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE' || error.code === 'FST_ERR_CTP_EMPTY_TYPE')
      return refuse(req, reply, new Refusal(415, 'type'));
    if (error.statusCode && error.statusCode < 500) return refuse(req, reply, new Refusal(400, 'json'));
    if (isDatabaseAway(error)) {
      req.log.warn(`participation: database away: ${(error as { code?: string }).code ?? error.message}`);
      return refuse(req, reply, new Refusal(503, 'unavailable', undefined, { 'Retry-After': '30' }));
    }
    req.log.error(error);
    return refuse(req, reply, new Refusal(500, 'failed'));
  });

  /** Checked before the body is read: the wrong site or a flood costs no parsing. */
  const guard = async (req: FastifyRequest) => {
    const origin = req.headers.origin;
    if (!origin || origin !== originOf(req)) throw new Refusal(403, 'origin');
    const { allowed, retryAfterSeconds } = await limiter.take(clientKey(req.ip));
    if (!allowed)
      throw new Refusal(429, 'rateLimited', undefined, { 'Retry-After': String(retryAfterSeconds) });
  };

  /** The form of `kind`, checked; the idempotency key; then `store` it and answer with the reference. */
  const route = (
    url: string,
    kind: FormKind,
    store: (
      req: FastifyRequest,
      form: { language: FormLanguage; payload: Record<string, unknown> },
      key: string,
    ) => Promise<Awaited<ReturnType<typeof receive>> & { token?: string }>,
  ) =>
    app.route({
      method: 'POST',
      url,
      bodyLimit: BODY_BYTES,
      onRequest: guard,
      handler: async (req, reply) => {
        await prepared();
        const key = req.headers['idempotency-key'];
        if (typeof key !== 'string' || !KEY.test(key)) throw new Refusal(400, 'key');
        const result = forms[kind].safeParse(req.body);
        if (!result.success) {
          const error = result.error;
          throw new Refusal(422, 'invalid', (language) => fieldErrors(error, language));
        }
        const { language, ...payload } = result.data;
        // The honeypot is empty by now (the schema refuses anything else) and is not stored.
        delete payload.website;
        let received;
        try {
          received = await store(req, { language, payload }, key);
        } catch (error) {
          if (error instanceof IdempotencyConflict) throw new Refusal(409, 'conflict');
          if (error instanceof EventFull) throw new Refusal(409, 'full');
          if (error instanceof AlreadyRegistered) throw new Refusal(409, 'already');
          throw error;
        }
        return reply
          .code(received.created ? 201 : 200)
          .header('Cache-Control', 'no-store')
          .send({
            reference: received.reference,
            kind,
            received: received.createdAt,
            next: messages[language][kind],
            ...(received.token
              ? { unsubscribe: `${originOf(req)}${localize(UNSUBSCRIBE, language)}?token=${received.token}` }
              : {}),
          });
      },
    });
  const simple =
    (kind: FormKind) => (_req: FastifyRequest, form: { language: string; payload: unknown }, key: string) =>
      receive(options.store, { kind, language: form.language, payload: form.payload, idempotencyKey: key });
  route('/feedback', 'feedback', simple('feedback'));
  route('/data-requests', 'data-request', simple('data-request'));

  // The schema and the events' seats, once the database answers (the server may start before it does).
  const prepared = once(async () => {
    await options.store.ready();
    await syncEvents(options.store, participate.events);
  });
  await prepared().catch((error: unknown) => {
    if (!isDatabaseAway(error)) throw error;
  });
  const eventOf = (req: FastifyRequest) => {
    const event = participate.events.find((e) => e.id === (req.params as { id: string }).id);
    if (!event) throw new Refusal(404, 'noEvent');
    if (event.date < (options.today ?? todayInHail)()) throw new Refusal(409, 'pastEvent');
    return event;
  };
  route('/events/:id/registrations', 'registration', (req, form, key) => {
    const event = eventOf(req);
    const { name, email } = form.payload as { name: string; email: string };
    return register(options.store, {
      eventId: event.id,
      language: form.language,
      name,
      email,
      idempotencyKey: key,
    });
  });
  route('/newsletter', 'newsletter', (_req, form, key) => {
    const { email, topics } = form.payload as { email: string; topics: string[] };
    return subscribe(options.store, { language: form.language, email, topics, idempotencyKey: key });
  });
  // Unsubscribing changes state, so it is a POST from the page the link opens (a link checker or a mail
  // client's preview that follows the link unsubscribes no one).
  app.post('/newsletter/unsubscribe', { bodyLimit: BODY_BYTES, onRequest: guard }, async (req, reply) => {
    await prepared();
    const token = (req.body as { token?: unknown } | undefined)?.token;
    const known =
      typeof token === 'string' &&
      /^[A-Za-z0-9_-]{43}$/.test(token) &&
      (await unsubscribe(options.store, token));
    if (!known) throw new Refusal(404, 'unknownToken');
    return reply
      .header('Cache-Control', 'no-store')
      .send({ message: messages[languageOf(req)].unsubscribed });
  });
  app.get('/events', async (_req, reply) => {
    await prepared();
    return reply.header('Cache-Control', 'no-store').send({ events: await seatsLeft(options.store) });
  });

  for (const url of [
    '/feedback',
    '/data-requests',
    '/events/:id/registrations',
    '/newsletter',
    '/newsletter/unsubscribe',
  ])
    app.route({
      method: ['GET', 'HEAD', 'PUT', 'DELETE', 'PATCH', 'OPTIONS'],
      url,
      handler: async () => {
        throw new Refusal(405, 'method', undefined, { Allow: 'POST' });
      },
    });
  app.all('/*', async () => {
    throw new Refusal(404, 'notFound');
  });
}
