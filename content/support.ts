import { z } from 'zod';
import { defineContent, href, id, localized, uniqueIds } from './schema';
import { site } from './site';

/**
 * The Support page (/participate/support): its heading, the groups of its frequently asked questions, the ways to
 * get help and the service hours. The questions and answers are content/faq/<en|ar>/<id>.mdx
 * (content/collections.ts). The opening hours are content/site.ts's and the forms' privacy notes
 * content/participate.ts's, read from there so that they are written once.
 */

/** A link of a help channel or a service hour: a page or form of the portal (in English), or an anchor of this page. */
const Link = z
  .object({ label: localized, href: z.union([href, z.string().regex(/^#[a-z0-9-]+$/)]) })
  .strict();

const Support = z.object({
  hero: z.object({ title: localized, lead: localized }),
  faq: z.object({
    title: localized,
    lead: localized,
    /** The groups the questions are listed in, in order (a question names its group). */
    groups: z
      .array(z.object({ id, title: localized }).strict())
      .min(1)
      .superRefine(uniqueIds),
  }),
  help: z.object({
    title: localized,
    lead: localized,
    channels: z
      .array(z.object({ id, title: localized, text: localized, link: Link }).strict())
      .min(3)
      .superRefine(uniqueIds),
  }),
  hours: z.object({
    title: localized,
    lead: localized,
    items: z
      .array(
        z
          .object({
            id,
            term: localized,
            text: localized,
            /** A page that says more, shown after the text: "{text} {link}." */
            link: Link.optional(),
          })
          .strict(),
      )
      .min(1)
      .superRefine(uniqueIds),
  }),
});

export const support = defineContent('content/support.ts', Support, {
  hero: {
    title: { en: 'Support', ar: 'الدعم' },
    lead: {
      en: 'Answers to the questions people ask most about the portal, and every way to reach the Data Hub team.',
      ar: 'إجابات عن أكثر الأسئلة شيوعًا حول المنصة، وكل سبل التواصل مع فريق منصة البيانات.',
    },
  },
  faq: {
    title: { en: 'Frequently asked questions', ar: 'الأسئلة الشائعة' },
    lead: {
      en: 'Open a question to read its answer, or find questions by a word in English or Arabic.',
      ar: 'افتح أي سؤال لتقرأ إجابته، أو ابحث في الأسئلة بكلمة بالعربية أو الإنجليزية.',
    },
    groups: [
      {
        id: 'data',
        title: { en: 'About the data', ar: 'عن البيانات' },
      },
      {
        id: 'portal',
        title: { en: 'Using the portal', ar: 'استخدام المنصة' },
      },
      {
        id: 'taking-part',
        title: { en: 'Feedback, requests and events', ar: 'الملاحظات والطلبات والفعاليات' },
      },
      {
        id: 'privacy',
        title: { en: 'Privacy', ar: 'الخصوصية' },
      },
    ],
  },
  help: {
    title: { en: 'How to get help', ar: 'كيف تحصل على المساعدة' },
    lead: {
      en: 'Choose the channel that fits your question. Every form gives you a reference number at once.',
      ar: 'اختر القناة التي تناسب سؤالك، وسيعطيك كل نموذج رقمًا مرجعيًا فور إرساله.',
    },
    channels: [
      {
        id: 'learn',
        title: { en: 'Guides and glossary', ar: 'الأدلة ومسرد المصطلحات' },
        text: {
          en: 'Learn to find, read, download, cite and reuse the data, and look up a term.',
          ar: 'تعلّم كيف تجد البيانات وتقرؤها وتنزّلها وتستشهد بها وتعيد استخدامها، وابحث عن معنى أي مصطلح.',
        },
        link: {
          label: { en: 'Open the Learning Centre', ar: 'افتح مركز التعلّم' },
          href: '/participate/learn',
        },
      },
      {
        id: 'feedback',
        title: { en: 'Report an error', ar: 'الإبلاغ عن خطأ' },
        text: {
          en: 'A wrong figure, a broken link or a page that is hard to use. The data team replies within 10 working days.',
          ar: 'رقم غير صحيح، أو رابط لا يعمل، أو صفحة يصعب استخدامها. ويرد فريق البيانات خلال 10 أيام عمل.',
        },
        link: { label: { en: 'Send feedback', ar: 'أرسل ملاحظاتك' }, href: '/participate/feedback' },
      },
      {
        id: 'data-requests',
        title: { en: 'Ask for data', ar: 'اطلب بيانات' },
        text: {
          en: 'Data that is not on the portal yet. The data team replies within 10 working days.',
          ar: 'بيانات غير متاحة في المنصة بعد. ويرد فريق البيانات خلال 10 أيام عمل.',
        },
        link: { label: { en: 'Request data', ar: 'اطلب بيانات' }, href: '/participate/data-requests' },
      },
      {
        id: 'api',
        title: { en: 'For developers', ar: 'للمطورين' },
        text: {
          en: 'The API, its actions, errors and code examples.',
          ar: 'واجهة برمجة التطبيقات وإجراءاتها ورسائل أخطائها وأمثلة برمجية.',
        },
        link: {
          label: { en: 'Read the API documentation', ar: 'اقرأ توثيق واجهة برمجة التطبيقات' },
          href: '/participate/api',
        },
      },
      {
        id: 'events',
        title: { en: 'Workshops', ar: 'ورش العمل' },
        text: {
          en: 'Free hands-on sessions on using the data, online and in Hail.',
          ar: 'جلسات تطبيقية مجانية عن استخدام البيانات، عن بُعد وحضوريًا في حائل.',
        },
        link: { label: { en: 'See the events', ar: 'اطّلع على الفعاليات' }, href: '/participate/community' },
      },
      {
        id: 'contact',
        title: { en: 'Write, call or visit', ar: 'راسلنا أو اتصل بنا أو زرنا' },
        text: {
          en: 'For anything else: our e-mail, telephone number and address are at the bottom of this page.',
          ar: 'لأي أمر آخر: تجد بريدنا الإلكتروني ورقم هاتفنا وعنواننا في أسفل هذه الصفحة.',
        },
        link: { label: { en: 'Contact details', ar: 'بيانات التواصل' }, href: '#contact' },
      },
    ],
  },
  hours: {
    title: { en: 'Service hours', ar: 'أوقات الخدمة' },
    lead: {
      en: 'Times are Saudi Arabia time (UTC+3).',
      ar: 'الأوقات بتوقيت المملكة العربية السعودية (UTC+3).',
    },
    items: [
      {
        id: 'team',
        term: { en: 'The Data Hub team (telephone and visits)', ar: 'فريق منصة البيانات (الهاتف والزيارات)' },
        text: site.contact.hours,
      },
      {
        id: 'portal',
        term: {
          en: 'The portal, its downloads and its API',
          ar: 'المنصة وملفات التنزيل وواجهة برمجة التطبيقات',
        },
        text: {
          en: 'Open at all times. Forms can be sent at any hour; the team reads them on working days.',
          ar: 'متاحة في كل الأوقات. ويمكنك إرسال النماذج في أي ساعة، ويقرؤها الفريق في أيام العمل.',
        },
      },
      {
        id: 'replies',
        term: { en: 'Replies to error reports and data requests', ar: 'الرد على البلاغات وطلبات البيانات' },
        text: { en: 'Within 10 working days.', ar: 'خلال 10 أيام عمل.' },
      },
      {
        id: 'events',
        term: { en: 'Workshops and events', ar: 'ورش العمل والفعاليات' },
        text: { en: 'On the dates and times listed on', ar: 'في المواعيد المعلنة في صفحة' },
        link: {
          label: { en: 'Workshops & Events', ar: 'ورش العمل والفعاليات' },
          href: '/participate/community',
        },
      },
    ],
  },
});
