/**
 * What a visitor may send the authority, one zod schema per form, shared by the browser (checks before sending)
 * and the server (the check that counts). Every field is bounded; nothing is asked that the form does not need.
 * Messages are codes (`tooShort`, `email`…) that each side words in the visitor's language (`formMessages`).
 */
import { z } from 'zod';
import {
  bounds,
  feedbackTopics,
  languages,
  newsletterTopics,
  requestFormats,
  type FormLanguage,
} from './fields';

// The pages' Content-Security-Policy allows no eval: zod must not compile its parsers with `new Function`
// (it would try, and the browser would report the attempt as a violation).
z.config({ jitless: true });

export * from './fields';

const text = (min: number, max: number) =>
  z
    .string({ error: 'required' })
    .trim()
    .min(Math.min(min, 1), { error: 'required' })
    .min(min, { error: 'tooShort' })
    .max(max, { error: 'tooLong' })
    // Control characters other than line breaks and tabs have no place in a message.
    // eslint-disable-next-line no-control-regex -- finding them is the point
    .refine((v) => !/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/.test(v), { error: 'invalidCharacters' });

const optionalText = (max: number) =>
  text(0, max)
    .optional()
    .transform((v) => (v ? v : undefined));

const email = z
  .string({ error: 'required' })
  .trim()
  .max(bounds.email, { error: 'tooLong' })
  .pipe(z.email({ error: 'email' }));

/**
 * Fields every form carries: its language (messages and replies), and `website`, a field hidden from people
 * (a honeypot): a robot that fills it in is refused.
 */
const common = {
  language: z.enum(languages, { error: 'invalid' }),
  website: z.string().max(0, { error: 'honeypot' }).optional(),
};

export const feedbackSchema = z
  .object({
    ...common,
    topic: z.enum(feedbackTopics, { error: 'choose' }),
    /** The page the feedback is about (a site path), pre-filled when the visitor came from one. */
    page: optionalText(bounds.page).refine((v) => v === undefined || /^\/[^\s]*$/.test(v), { error: 'page' }),
    message: text(bounds.message.min, bounds.message.max),
    name: optionalText(bounds.name),
    email: email.optional().or(z.literal('').transform(() => undefined)),
  })
  .strict();

export const dataRequestSchema = z
  .object({
    ...common,
    /** What data is wanted. */
    data: text(bounds.text.min, bounds.text.max),
    purpose: text(bounds.text.min, bounds.text.max),
    format: z.enum(requestFormats, { error: 'choose' }),
    organisation: optionalText(bounds.organisation),
    name: text(1, bounds.name),
    email,
  })
  .strict();

/** Registration for an event (which one is in the address): who is coming and where to reach them. */
export const registrationSchema = z
  .object({
    ...common,
    name: text(1, bounds.name),
    email,
  })
  .strict();

/** A newsletter subscription: where to write and about what. */
export const newsletterSchema = z
  .object({
    ...common,
    email,
    topics: z
      .array(z.enum(newsletterTopics, { error: 'choose' }), { error: 'chooseSome' })
      .min(1, { error: 'chooseSome' })
      .max(newsletterTopics.length, { error: 'chooseSome' })
      .refine((topics) => new Set(topics).size === topics.length, { error: 'chooseSome' }),
  })
  .strict();

export const forms = {
  feedback: feedbackSchema,
  'data-request': dataRequestSchema,
  registration: registrationSchema,
  newsletter: newsletterSchema,
} as const;
export type FormKind = keyof typeof forms;

/** The message codes of the schemas, worded in each language. */
export const formMessages: Record<FormLanguage, Record<string, string>> = {
  en: {
    required: 'This field is required.',
    tooShort: 'Please write a little more.',
    tooLong: 'This is too long.',
    invalidCharacters: 'This contains characters that cannot be stored.',
    email: 'Enter an email address such as name@example.sa.',
    choose: 'Choose one of the options.',
    chooseSome: 'Choose at least one topic.',
    page: 'This must be an address on this site, starting with /.',
    invalid: 'This value is not valid.',
    honeypot: 'This form was filled in automatically.',
    unknown: 'This field is not part of the form.',
  },
  ar: {
    required: 'هذا الحقل مطلوب.',
    tooShort: 'يُرجى كتابة المزيد من التفاصيل.',
    tooLong: 'النص أطول من المسموح.',
    invalidCharacters: 'يحتوي النص على رموز لا يمكن حفظها.',
    email: 'أدخل بريدًا إلكترونيًا مثل name@example.sa.',
    choose: 'اختر أحد الخيارات.',
    chooseSome: 'اختر موضوعًا واحدًا على الأقل.',
    page: 'يجب أن يكون عنوانًا في هذا الموقع يبدأ بـ /.',
    invalid: 'هذه القيمة غير صالحة.',
    honeypot: 'عُبّئ هذا النموذج آليًا.',
    unknown: 'هذا الحقل ليس جزءًا من النموذج.',
  },
};

/** Each failing field's first message, worded in `language`: `{ email: 'Enter an email address…' }`. */
export function fieldErrors(error: z.ZodError, language: FormLanguage): Record<string, string> {
  const words = formMessages[language];
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) out[key] ??= words.unknown!;
      continue;
    }
    const field = String(issue.path[0] ?? 'form');
    out[field] ??= words[issue.message] ?? words.invalid!;
  }
  return out;
}
