import { z } from 'zod';
import { defineContent, id, isoDate, localized, uniqueIds } from './schema';

const Participate = z.object({
  hero: z.object({ title: localized, lead: localized }),
  /** The three participation cards. Feedback and data requests lead to their forms, events to the events list. */
  channels: z
    .array(
      z.object({
        id: z.enum(['feedback', 'data-requests', 'events']),
        title: localized,
        description: localized,
        cta: localized,
        /** The channel's form (a page of the portal); none for events, which are listed on the page. */
        form: z.enum(['/participate/feedback', '/participate/data-requests']).optional(),
      }),
    )
    .length(3)
    .superRefine(uniqueIds),
  events: z
    .array(
      z.object({
        id,
        title: localized,
        description: localized,
        /** ISO date of the event (local time in Hail). */
        date: isoDate,
        time: z.string().regex(/^\d{2}:\d{2}–\d{2}:\d{2}$/, 'must be a range such as 10:00–11:30'),
        format: z.enum(['online', 'in-person']),
        /** Seats; registration stops when they are taken (counted by the server, server/participation). */
        capacity: z.number().int().positive(),
        location: localized,
      }),
    )
    .min(1)
    .superRefine(uniqueIds),
  contact: z.object({ title: localized, text: localized }),
  /** Said next to each form: what is stored, why, who reads it and for how long. */
  privacy: z.object({
    feedback: localized,
    dataRequest: localized,
    registration: localized,
    newsletter: localized,
  }),
});

export const participate = defineContent('content/participate.ts', Participate, {
  hero: {
    title: { en: 'Participate', ar: 'شارك' },
    lead: {
      en: 'Tell us what works, ask for the data you need, and meet the team and other data users at our workshops.',
      ar: 'أخبرنا بما يلبّي احتياجاتك، واطلب البيانات التي تحتاجها، وتعرّف على فريقنا وعلى مستخدمي البيانات الآخرين في ورش العمل التي ننظمها.',
    },
  },
  channels: [
    {
      id: 'feedback',
      title: { en: 'Provide Feedback', ar: 'شاركنا ملاحظاتك' },
      description: {
        en: 'Found an error, a broken link or a figure that needs explaining? Tell us how the portal can serve you better.',
        ar: 'وجدت خطأً أو رابطًا لا يعمل أو رقمًا يحتاج إلى توضيح؟ أخبرنا كيف يمكن للمنصة أن تخدمك بصورة أفضل.',
      },
      cta: { en: 'Send feedback', ar: 'أرسل ملاحظاتك' },
      form: '/participate/feedback',
    },
    {
      id: 'data-requests',
      title: { en: 'Data Requests', ar: 'طلبات البيانات' },
      description: {
        en: 'Need data that is not on the portal yet? Describe what you need and why, and we will reply within 10 working days.',
        ar: 'تحتاج إلى بيانات غير متاحة على المنصة بعد؟ صِف ما تحتاجه والغرض منه، وسنرد عليك خلال 10 أيام عمل.',
      },
      cta: { en: 'Request data', ar: 'اطلب بيانات' },
      form: '/participate/data-requests',
    },
    {
      id: 'events',
      title: { en: 'Workshops & Events', ar: 'ورش العمل والفعاليات' },
      description: {
        en: 'Join hands-on workshops on using regional data, maps and dashboards, online and in Hail.',
        ar: 'انضم إلى ورش عمل تطبيقية حول استخدام بيانات المنطقة وخرائطها ولوحات المعلومات، عن بُعد وحضوريًا في حائل.',
      },
      cta: { en: 'See upcoming events', ar: 'اطّلع على الفعاليات القادمة' },
    },
  ],
  events: [
    {
      id: 'portal-introduction-webinar',
      title: { en: 'Getting started with the Hail Data Hub', ar: 'مدخل إلى منصة بيانات منطقة حائل' },
      description: {
        en: 'A guided tour of indicators, the catalogue and downloads, with time for questions.',
        ar: 'جولة إرشادية في المؤشرات وفهرس البيانات والتنزيلات، مع وقت مخصص للأسئلة.',
      },
      date: '2026-12-08',
      time: '10:00–11:30',
      capacity: 300,
      format: 'online',
      location: { en: 'Online webinar', ar: 'ندوة عبر الإنترنت' },
    },
    {
      id: 'gis-for-investors',
      title: {
        en: 'Finding industrial land with the GIS Hub',
        ar: 'البحث عن الأراضي الصناعية عبر منصة نظم المعلومات الجغرافية',
      },
      description: {
        en: 'Use map layers and distance queries to shortlist parcels near roads, water and power.',
        ar: 'استخدام طبقات الخريطة واستعلامات المسافة لاختيار قطع الأراضي القريبة من الطرق ومصادر المياه والكهرباء.',
      },
      date: '2027-01-19',
      time: '09:30–12:30',
      capacity: 40,
      format: 'in-person',
      location: { en: 'Hail Chamber of Commerce, Hail', ar: 'غرفة حائل، مدينة حائل' },
    },
    {
      id: 'data-for-researchers',
      title: { en: 'Open data for research and teaching', ar: 'البيانات المفتوحة للبحث العلمي والتدريس' },
      description: {
        en: 'Licences, metadata and citing datasets, for faculty and graduate students.',
        ar: 'التراخيص والبيانات الوصفية والاستشهاد بمجموعات البيانات، لأعضاء هيئة التدريس وطلاب الدراسات العليا.',
      },
      date: '2027-02-16',
      time: '11:00–13:00',
      capacity: 30,
      format: 'in-person',
      location: { en: 'University of Ha’il, main campus', ar: 'جامعة حائل، المدينة الجامعية' },
    },
    {
      id: 'open-data-day-2027',
      title: { en: 'Open Data Day Hail 2027', ar: 'يوم البيانات المفتوحة في حائل 2027' },
      description: {
        en: 'A day of short talks and a community challenge to build something useful with regional data.',
        ar: 'يوم من الكلمات القصيرة وتحدٍّ مجتمعي لابتكار حلول مفيدة باستخدام بيانات المنطقة.',
      },
      date: '2027-03-06',
      time: '09:00–16:00',
      capacity: 150,
      format: 'in-person',
      location: { en: 'Hail Region Development Authority, Hail', ar: 'هيئة تطوير منطقة حائل، مدينة حائل' },
    },
  ],
  contact: {
    title: { en: 'Contact the Data Hub team', ar: 'تواصل مع فريق منصة البيانات' },
    text: {
      en: 'Questions about a dataset, a licence or a partnership? Write, call or visit us.',
      ar: 'لديك استفسار عن مجموعة بيانات أو ترخيص أو شراكة؟ راسلنا أو اتصل بنا أو تفضّل بزيارتنا.',
    },
  },
  privacy: {
    feedback: {
      en: 'We store your topic, the page and your message, and your name and email only if you give them, so that the data team can act on it and reply. Only the authority’s data team reads it. It is deleted 24 months after the team closes it.',
      ar: 'نحتفظ بالموضوع والصفحة ورسالتك، وباسمك وبريدك الإلكتروني فقط إن ذكرتهما، ليتمكن فريق البيانات من متابعتها والرد عليك. لا يطّلع عليها إلا فريق البيانات في الهيئة، وتُحذف بعد 24 شهرًا من إغلاقها.',
    },
    newsletter: {
      en: 'We store your email and topics, only to send you the newsletter. Your unsubscribe link ends it at once; the address is then deleted within 30 days. Without e-mail confirmation anyone who knows your address could subscribe it: if you receive a newsletter you did not ask for, its unsubscribe link stops it.',
      ar: 'نحتفظ ببريدك الإلكتروني والمواضيع التي اخترتها لإرسال النشرة إليك فقط. يوقفها رابط إلغاء الاشتراك فورًا، ثم يُحذف العنوان خلال 30 يومًا. ولأننا لا نتحقق من البريد، قد يشترك أي شخص يعرف عنوانك به؛ فإن وصلتك نشرة لم تطلبها فأوقفها من رابط إلغاء الاشتراك فيها.',
    },
    registration: {
      en: 'We store your name and email with the event, to keep your seat and to write to you if the event changes. Only the authority’s events team reads it. It is deleted 6 months after the event.',
      ar: 'نحتفظ باسمك وبريدك الإلكتروني مع الفعالية لحجز مقعدك ولمراسلتك إن تغيّرت الفعالية. لا يطّلع عليها إلا فريق الفعاليات في الهيئة، وتُحذف بعد 6 أشهر من الفعالية.',
    },
    dataRequest: {
      en: 'We store your request, its purpose and your contact details to reply to you and to plan which data to publish next. Only the authority’s data team reads it. It is deleted 24 months after the request is closed.',
      ar: 'نحتفظ بطلبك والغرض منه وبيانات التواصل معك للرد عليك ولتخطيط البيانات التي ستُنشر لاحقًا. لا يطّلع عليه إلا فريق البيانات في الهيئة، ويُحذف بعد 24 شهرًا من إغلاق الطلب.',
    },
  },
});
