import { z } from 'zod';
import { Block, HelpLink, richText } from './learn';
import { participate } from './participate';
import { defineContent, id, localized, uniqueIds } from './schema';
import { site } from './site';

/**
 * The Support page (/participate/support): the frequently asked questions, the ways to get help and the service
 * hours. Texts use the marks of content/learn.ts ([label](address), `code`). The opening hours and the privacy
 * notes are those of content/site.ts and content/participate.ts, read from there so that they are written once.
 */
const Question = z
  .object({
    /** The question's anchor: /participate/support#faq-<id>. */
    id,
    question: localized,
    answer: z.array(Block).min(1),
  })
  .strict();

const Support = z.object({
  hero: z.object({ title: localized, lead: localized }),
  faq: z.object({
    title: localized,
    lead: localized,
    groups: z
      .array(z.object({ id, title: localized, questions: z.array(Question).min(1) }).strict())
      .min(1)
      .superRefine(uniqueIds)
      .superRefine((groups, ctx) =>
        uniqueIds(
          groups.flatMap((g) => g.questions),
          ctx,
        ),
      ),
  }),
  help: z.object({
    title: localized,
    lead: localized,
    channels: z
      .array(z.object({ id, title: localized, text: localized, link: HelpLink }).strict())
      .min(3)
      .superRefine(uniqueIds),
  }),
  hours: z.object({
    title: localized,
    lead: localized,
    items: z
      .array(z.object({ id, term: localized, text: richText }).strict())
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
        questions: [
          {
            id: 'data-sources',
            question: { en: 'Where does the data come from?', ar: 'من أين تأتي البيانات؟' },
            answer: [
              {
                type: 'text',
                text: {
                  en: 'From the Hail Region Development Authority’s own units, such as its Statistics Department and Urban Planning Unit, and from the national agencies and companies that produce official figures for the region, such as the General Authority for Statistics, the ministries, the Saudi Central Bank and the National Water Company.',
                  ar: 'من وحدات هيئة تطوير منطقة حائل نفسها، مثل إدارة الإحصاء ووحدة التخطيط العمراني، ومن الجهات والشركات الوطنية التي تُصدر الأرقام الرسمية الخاصة بالمنطقة، مثل الهيئة العامة للإحصاء والوزارات والبنك المركزي السعودي وشركة المياه الوطنية.',
                },
              },
              {
                type: 'text',
                text: {
                  en: 'Each dataset’s page names its publisher, its source and a contact under “About this dataset”; each indicator’s page names its source under “About this indicator”. In the [Data Catalogue](/data/catalogue) you can filter the datasets by data source.',
                  ar: 'تذكر صفحة كل مجموعة بيانات الجهةَ الناشرة والمصدرَ وجهةَ التواصل في قسم «عن مجموعة البيانات»، وتذكر صفحة كل مؤشر مصدره في قسم «عن المؤشر». ويمكنك في [فهرس البيانات](/data/catalogue) تصفية مجموعات البيانات حسب مصدرها.',
                },
              },
            ],
          },
          {
            id: 'illustrative',
            question: {
              en: 'Why are the figures marked “illustrative”?',
              ar: 'لماذا وُصفت الأرقام بأنها «توضيحية»؟',
            },
            answer: [
              {
                type: 'text',
                text: {
                  en: 'Because they are samples. The portal is published with sample data that shows how it presents each dataset and indicator — structure, formats, metadata, charts and maps — and its figures are not official statistics: do not quote them as such. They are to be replaced with official series as the authority publishes them.',
                  ar: 'لأنها عيّنات. فالمنصة منشورة ببيانات نموذجية تبيّن طريقة عرضها لكل مجموعة بيانات ومؤشر، من حيث البنية والصيغ والبيانات الوصفية والمخططات والخرائط، وأرقامها ليست إحصاءات رسمية، فلا تنقلها على أنها كذلك. وستحل محلها السلاسل الرسمية حين تنشرها الهيئة.',
                },
              },
              {
                type: 'text',
                text: {
                  en: 'Each dataset’s metadata says whether it is illustrative, and every page, download and API answer built from it repeats it. You may still use the samples to build and test your own tools; see [Reusing the data](/participate/learn#reusing).',
                  ar: 'وتبيّن البيانات الوصفية لكل مجموعة بيانات هل هي توضيحية أم لا، وتكرر ذلك كل صفحة وكل ملف تنزيل وكل إجابة من واجهة برمجة التطبيقات مبنية عليها. ويمكنك مع ذلك استخدام العيّنات في بناء أدواتك وتجربتها؛ انظر [إعادة استخدام البيانات](/participate/learn#reusing).',
                },
              },
            ],
          },
          {
            id: 'updates',
            question: { en: 'How often is the data updated?', ar: 'كم مرة تُحدَّث البيانات؟' },
            answer: [
              {
                type: 'text',
                text: {
                  en: 'Each dataset says how often it is updated and when it was last updated, under “Update frequency” and “Last updated” on its page. The indicators are yearly series from 2011 to 2025; a few datasets, such as the labour force statistics and the industrial zone parcels, are updated every quarter.',
                  ar: 'تذكر كل مجموعة بيانات دورية تحديثها وتاريخ آخر تحديث لها، تحت «دورية التحديث» و«آخر تحديث» في صفحتها. والمؤشرات سلاسل سنوية من 2011 إلى 2025، وتُحدَّث بعض مجموعات البيانات كل ربع سنة، مثل إحصاءات القوى العاملة وقطع الأراضي في المناطق الصناعية.',
                },
              },
              {
                type: 'text',
                text: {
                  en: 'Under the authority’s [update policy](/about/governance#update-cycle), economic and labour indicators are refreshed within 60 days of the end of each quarter, population, environment and infrastructure indicators every year, and corrections as soon as they are verified. To hear about new data, [subscribe to the newsletter](/participate/newsletter).',
                  ar: 'ووفق [سياسة التحديث](/about/governance#update-cycle) لدى الهيئة، تُحدَّث المؤشرات الاقتصادية ومؤشرات سوق العمل خلال 60 يومًا من نهاية كل ربع سنة، ومؤشرات السكان والبيئة والبنية التحتية سنويًا، وتُنشر التصحيحات فور التحقق منها. ولتصلك أخبار البيانات الجديدة، [اشترك في النشرة البريدية](/participate/newsletter).',
                },
              },
            ],
          },
          {
            id: 'reuse',
            question: {
              en: 'May I reuse the data, even commercially?',
              ar: 'هل يحق لي إعادة استخدام البيانات، حتى لأغراض تجارية؟',
            },
            answer: [
              {
                type: 'text',
                text: {
                  en: 'Yes. The datasets are published under the Creative Commons Attribution 4.0 licence (CC BY 4.0): you may copy, share and adapt them for any purpose, commercial use included, if you credit the source as “Hail Region Development Authority – Hail Regional Data Hub” and link to the dataset. Each dataset’s page names its licence. [Reusing the data](/participate/learn#reusing) explains what the licence asks.',
                  ar: 'نعم. تُنشر مجموعات البيانات بموجب رخصة المشاع الإبداعي «نَسب المُصنَّف 4.0» (CC BY 4.0)، فيحق لك نسخها ومشاركتها وتعديلها لأي غرض، بما في ذلك الاستخدام التجاري، بشرط أن تذكر المصدر بصيغة «هيئة تطوير منطقة حائل – منصة بيانات منطقة حائل» مع رابط مجموعة البيانات. وتذكر صفحة كل مجموعة بيانات ترخيصها، ويشرح دليل [إعادة استخدام البيانات](/participate/learn#reusing) ما يشترطه الترخيص.',
                },
              },
            ],
          },
          {
            id: 'cite',
            question: { en: 'How do I cite a dataset?', ar: 'كيف أستشهد بمجموعة بيانات؟' },
            answer: [
              {
                type: 'text',
                text: {
                  en: 'Copy the citation under “How to cite” on the dataset’s or the indicator’s page: it names the publisher, the year, the title, the portal and the page’s address. Add the day you accessed the data. [Citing a dataset](/participate/learn#citing) shows the pattern with an example.',
                  ar: 'انسخ الاستشهاد الموجود في قسم «طريقة الاستشهاد» في صفحة مجموعة البيانات أو المؤشر، ففيه الجهة الناشرة والسنة والعنوان والمنصة ورابط الصفحة، ثم أضف تاريخ اطّلاعك على البيانات. ويعرض دليل [الاستشهاد بمجموعة بيانات](/participate/learn#citing) النمط مع مثال.',
                },
              },
            ],
          },
        ],
      },
      {
        id: 'portal',
        title: { en: 'Using the portal', ar: 'استخدام المنصة' },
        questions: [
          {
            id: 'finding',
            question: {
              en: 'How do I find a dataset or an indicator?',
              ar: 'كيف أجد مجموعة بيانات أو مؤشرًا؟',
            },
            answer: [
              {
                type: 'text',
                text: {
                  en: 'Press “Search Data” in the header — or `Ctrl K` (`⌘ K` on a Mac), or `/` — and type a word in English or Arabic. To browse, open the [Data Catalogue](/data/catalogue) and filter it by category, time period, file format or data source; the indicators are grouped by domain on [Data & Indicators](/data). [Finding data](/participate/learn#finding-data) has more tips.',
                  ar: 'اضغط «ابحث في البيانات» في أعلى الصفحة، أو `Ctrl K` (أو `⌘ K` على أجهزة ماك)، أو `/`، ثم اكتب كلمة بالعربية أو الإنجليزية. وللتصفح، افتح [فهرس البيانات](/data/catalogue) وصفِّه حسب الفئة أو الفترة الزمنية أو صيغة الملف أو مصدر البيانات، أما المؤشرات فمجمّعة حسب المجال في صفحة [البيانات والمؤشرات](/data). وفي دليل [العثور على البيانات](/participate/learn#finding-data) نصائح أخرى.',
                },
              },
            ],
          },
          {
            id: 'formats',
            question: { en: 'Which formats can I download?', ar: 'ما الصيغ المتاحة للتنزيل؟' },
            answer: [
              {
                type: 'text',
                text: {
                  en: 'Tables come as CSV, Excel and JSON, some also as a PDF data sheet; map data as GeoJSON, KML and Shapefile, and drawings as DXF. Each dataset’s page lists its own files. On an indicator’s page you can download exactly what the chart shows, as CSV or JSON, and “Download Data” on [Data & Indicators](/data) gives every indicator in one CSV or Excel file. See [Downloading data](/participate/learn#downloading).',
                  ar: 'تُتاح الجداول بصيغ CSV وExcel وJSON، وبعضها أيضًا في صحيفة بيانات بصيغة PDF، والبيانات المكانية بصيغ GeoJSON وKML وShapefile، والمخططات الهندسية بصيغة DXF. وتسرد صفحة كل مجموعة بيانات ملفاتها. ويمكنك في صفحة المؤشر تنزيل ما يعرضه المخطط تمامًا بصيغة CSV أو JSON، ويمنحك زر «تنزيل البيانات» في صفحة [البيانات والمؤشرات](/data) جميع المؤشرات في ملف CSV أو Excel واحد. انظر دليل [تنزيل البيانات](/participate/learn#downloading).',
                },
              },
            ],
          },
          {
            id: 'api',
            question: {
              en: 'Is there an API, and what are its limits?',
              ar: 'هل توجد واجهة برمجة تطبيقات، وما حدودها؟',
            },
            answer: [
              {
                type: 'text',
                text: {
                  en: 'Yes: a read-only API compatible with CKAN’s Action API, under `/api/3/action/`. It needs no registration and no key, and web pages on any site may call it. Each request has limits:',
                  ar: 'نعم، واجهة للقراءة فقط متوافقة مع واجهة الإجراءات في CKAN، عناوينها تحت `/api/3/action/`. ولا تتطلب تسجيلًا ولا مفتاحًا، ويمكن لصفحات أي موقع استدعاؤها. ولكل طلب حدود:',
                },
              },
              {
                type: 'list',
                items: [
                  {
                    en: '`package_search` returns 10 datasets unless you set `rows`, and 1,000 at most; page through the rest with `start`.',
                    ar: 'يعيد الإجراء `package_search` عشر مجموعات بيانات ما لم تحدد `rows`، وألفًا على الأكثر، وتتنقل بين بقية النتائج بالمعامل `start`.',
                  },
                  {
                    en: 'A request may carry at most 100 parameters and 50 filters, and a POST body at most 64 KB.',
                    ar: 'لا يتجاوز الطلب الواحد 100 معامل و50 مرشحًا، ولا يتجاوز محتوى طلب POST حجم 64 كيلوبايت.',
                  },
                  {
                    en: 'Answers may be cached for up to five minutes, so a change can take that long to appear.',
                    ar: 'قد تُخزَّن الإجابات مؤقتًا مدة تصل إلى خمس دقائق، فقد يستغرق ظهور أي تغيير هذه المدة.',
                  },
                ],
              },
              {
                type: 'text',
                text: {
                  en: 'To copy the whole catalogue, read [catalog.jsonld](/catalog.jsonld) and the files under `/downloads/` rather than calling the API once per dataset. The [API documentation](/participate/api) describes every action, with examples.',
                  ar: 'ولنسخ الفهرس كاملًا، اقرأ الملف [catalog.jsonld](/catalog.jsonld) والملفات الموجودة تحت `/downloads/` بدلًا من استدعاء الواجهة مرة لكل مجموعة بيانات. ويصف [توثيق واجهة برمجة التطبيقات](/participate/api) كل إجراء مع أمثلة.',
                },
              },
            ],
          },
          {
            id: 'languages',
            question: {
              en: 'Is everything available in Arabic and English?',
              ar: 'هل المحتوى كله متاح بالعربية والإنجليزية؟',
            },
            answer: [
              {
                type: 'text',
                text: {
                  en: 'Yes. Every page exists in both languages; the Arabic one has the same address under `/ar`. The language button in the header (“العربية” or “English”) opens the same page, at the same place, in the other language, and the portal remembers your choice the next time you open its home page.',
                  ar: 'نعم. لكل صفحة نسختان باللغتين، وعنوان النسخة العربية هو العنوان نفسه مسبوقًا بـ`/ar`. ويفتح زر اللغة في أعلى الصفحة («العربية» أو «English») الصفحة نفسها، عند الموضع نفسه، باللغة الأخرى، وتتذكر المنصة اختيارك حين تفتح صفحتها الرئيسية في المرة التالية.',
                },
              },
              {
                type: 'text',
                text: {
                  en: 'Datasets have their titles, descriptions, keywords and column descriptions in both languages, and the search finds words in either language from any page.',
                  ar: 'ولمجموعات البيانات عناوين وأوصاف وكلمات مفتاحية وأوصاف أعمدة باللغتين، ويجد البحث الكلمات بأي من اللغتين من أي صفحة.',
                },
              },
            ],
          },
          {
            id: 'accessibility',
            question: {
              en: 'Can I use the portal with a screen reader or a keyboard?',
              ar: 'هل يمكنني استخدام المنصة بقارئ الشاشة أو بلوحة المفاتيح؟',
            },
            answer: [
              {
                type: 'text',
                text: {
                  en: 'Yes. The portal is built to the Web Content Accessibility Guidelines (WCAG) 2.2 at level AA, and its pages are tested against them with automated checks in both languages. The pages work by keyboard, the maps included (arrow keys to move, `Enter` to read the feature under the crosshair); a “Skip to main content” link leads past the menu; and charts come with a table of their values.',
                  ar: 'نعم. صُمّمت المنصة وفق إرشادات الوصول إلى محتوى الويب (WCAG) 2.2 بالمستوى AA، وتُختبر صفحاتها وفقها بفحوص آلية باللغتين. وتعمل الصفحات بلوحة المفاتيح، بما فيها الخرائط (مفاتيح الأسهم للتحريك، و`Enter` لقراءة المعلم الواقع تحت علامة التصويب)، ويتيح رابط «انتقل إلى المحتوى الرئيسي» تجاوز القائمة، وترافق المخططاتِ جداولُ بقيمها.',
                },
              },
              {
                type: 'text',
                text: {
                  en: 'If something stands in your way, tell us through the [feedback form](/participate/feedback) with the topic “Accessibility”, so that we can fix it.',
                  ar: 'وإن واجهتك أي عقبة، فأخبرنا بها عبر [نموذج الملاحظات](/participate/feedback) مختارًا موضوع «سهولة الوصول»، لنعمل على إصلاحها.',
                },
              },
            ],
          },
        ],
      },
      {
        id: 'taking-part',
        title: { en: 'Feedback, requests and events', ar: 'الملاحظات والطلبات والفعاليات' },
        questions: [
          {
            id: 'report-error',
            question: { en: 'How do I report an error?', ar: 'كيف أُبلغ عن خطأ؟' },
            answer: [
              {
                type: 'text',
                text: {
                  en: 'At the bottom of every page, “Is something wrong or missing on this page?” leads to the [feedback form](/participate/feedback) with the page filled in. Choose the topic “A figure or dataset” (or “The website” for a broken link), say what is wrong and, if you would like a reply, leave your e-mail. You receive a reference number at once; the data team reads every message, replies within 10 working days and publishes corrections as soon as they are verified.',
                  ar: 'في أسفل كل صفحة، يقودك سؤال «هل في هذه الصفحة خطأ أو نقص؟» إلى [نموذج الملاحظات](/participate/feedback) وقد مُلئ فيه عنوان الصفحة. اختر موضوع «رقم أو مجموعة بيانات» (أو «الموقع الإلكتروني» إن كان الخطأ رابطًا لا يعمل)، وصِف الخطأ، واترك بريدك الإلكتروني إن أردت ردًّا. وستحصل فورًا على رقم مرجعي، ويقرأ فريق البيانات كل رسالة ويرد خلال 10 أيام عمل، وينشر التصحيحات فور التحقق منها.',
                },
              },
            ],
          },
          {
            id: 'request-data',
            question: {
              en: 'How do I ask for data that is not on the portal?',
              ar: 'كيف أطلب بيانات غير موجودة في المنصة؟',
            },
            answer: [
              {
                type: 'text',
                text: {
                  en: 'Fill in the [data request form](/participate/data-requests): the data you need (topic or indicators, area and period), what you will use it for, the format you would like and how to reach you. You receive a reference number at once, and the data team replies within 10 working days. Requests also help the authority decide which data to publish next.',
                  ar: 'املأ [نموذج طلب البيانات](/participate/data-requests): البيانات التي تحتاجها (الموضوع أو المؤشرات، والنطاق الجغرافي، والفترة)، والغرض من استخدامها، والصيغة التي تفضّلها، وطريقة التواصل معك. وستحصل فورًا على رقم مرجعي، ويرد فريق البيانات خلال 10 أيام عمل. كما تساعد الطلباتُ الهيئةَ على تحديد البيانات التي تنشرها لاحقًا.',
                },
              },
            ],
          },
          {
            id: 'workshops',
            question: {
              en: 'How do I register for a workshop or an event?',
              ar: 'كيف أسجّل في ورشة عمل أو فعالية؟',
            },
            answer: [
              {
                type: 'text',
                text: {
                  en: 'Open [Workshops & Events](/participate/community), choose an upcoming event and press “Register”, then give your name and e-mail and confirm. Your seat is confirmed at once with a reference number. Events are free; seats are limited, and registration closes when they are all taken. We write to you only if the event changes.',
                  ar: 'افتح صفحة [ورش العمل والفعاليات](/participate/community)، واختر فعالية قادمة واضغط «سجّل»، ثم اكتب اسمك وبريدك الإلكتروني وأكّد التسجيل. وسيُؤكَّد مقعدك فورًا برقم مرجعي. والفعاليات مجانية، ومقاعدها محدودة، ويُغلق التسجيل حين تُحجز كلها. ولن نراسلك إلا إذا تغيّر شيء في الفعالية.',
                },
              },
            ],
          },
          {
            id: 'newsletter',
            question: {
              en: 'How do I subscribe to the newsletter, and how do I stop it?',
              ar: 'كيف أشترك في النشرة البريدية، وكيف أُلغي اشتراكي؟',
            },
            answer: [
              {
                type: 'text',
                text: {
                  en: 'On the [Newsletter](/participate/newsletter) page, give your e-mail and choose your topics: new datasets, indicator updates, publications and data stories, and workshops and events. It comes about once a month.',
                  ar: 'في صفحة [النشرة البريدية](/participate/newsletter)، اكتب بريدك الإلكتروني واختر المواضيع التي تهمك: مجموعات البيانات الجديدة، وتحديثات المؤشرات، والإصدارات وقصص البيانات، وورش العمل والفعاليات. وتصلك النشرة مرة في الشهر تقريبًا.',
                },
              },
              {
                type: 'text',
                text: {
                  en: 'When you subscribe, the page gives you your unsubscribe link. Keep it: it is the only way to stop the newsletter without writing to us. Open it and press “Unsubscribe”, and no more newsletters are sent; your address is then deleted within 30 days. If a newsletter reaches you that you did not ask for, its unsubscribe link stops it.',
                  ar: 'وعند الاشتراك تعطيك الصفحة رابط إلغاء اشتراكك، فاحتفظ به، لأنه السبيل الوحيد لإيقاف النشرة دون مراسلتنا. افتحه واضغط «ألغِ الاشتراك»، فلن تُرسل إليك نشرات بعدها، ثم يُحذف عنوانك خلال 30 يومًا. وإن وصلتك نشرة لم تطلبها، فأوقفها من رابط إلغاء الاشتراك فيها.',
                },
              },
            ],
          },
        ],
      },
      {
        id: 'privacy',
        title: { en: 'Privacy', ar: 'الخصوصية' },
        questions: [
          {
            id: 'personal-data',
            question: {
              en: 'What do you keep about me when I send a form?',
              ar: 'ما الذي تحتفظون به من بياناتي حين أرسل نموذجًا؟',
            },
            answer: [
              {
                type: 'text',
                text: {
                  en: 'Only what the form asks for. Each form says beside it what is kept, why, who reads it and for how long:',
                  ar: 'لا نحتفظ إلا بما يطلبه النموذج، ويبيّن كل نموذج بجانبه ما يُحفظ، ولماذا، ومن يطّلع عليه، وإلى متى:',
                },
              },
              {
                type: 'terms',
                items: [
                  { term: { en: 'Feedback', ar: 'الملاحظات' }, text: participate.privacy.feedback },
                  {
                    term: { en: 'Data requests', ar: 'طلبات البيانات' },
                    text: participate.privacy.dataRequest,
                  },
                  {
                    term: { en: 'Event registration', ar: 'التسجيل في الفعاليات' },
                    text: participate.privacy.registration,
                  },
                  { term: { en: 'Newsletter', ar: 'النشرة البريدية' }, text: participate.privacy.newsletter },
                ],
              },
              {
                type: 'text',
                text: {
                  en: 'Personal data is handled under the Saudi Personal Data Protection Law; see the authority’s [privacy policy](/about/governance#privacy).',
                  ar: 'وتُعالَج البيانات الشخصية وفق نظام حماية البيانات الشخصية في المملكة العربية السعودية؛ انظر [سياسة الخصوصية](/about/governance#privacy) لدى الهيئة.',
                },
              },
            ],
          },
          {
            id: 'tracking',
            question: {
              en: 'Does the portal track me while I browse?',
              ar: 'هل تتتبّعني المنصة أثناء التصفح؟',
            },
            answer: [
              {
                type: 'text',
                text: {
                  en: 'No. The public pages set no cookies and use no advertising, analytics or tracking services. Your browser keeps one thing for the portal: the language you chose, in its local storage, so that the home page opens in that language. You can clear it in your browser’s settings at any time.',
                  ar: 'لا. فالصفحات العامة لا تضع أي ملفات تعريف ارتباط (كوكيز)، ولا تستخدم خدمات إعلانية أو تحليلية أو خدمات تتبّع. ولا يحفظ متصفحك للمنصة إلا شيئًا واحدًا: اللغة التي اخترتها، في مساحة التخزين المحلي، لتُفتح الصفحة الرئيسية بها. ويمكنك حذفها من إعدادات متصفحك في أي وقت.',
                },
              },
            ],
          },
        ],
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
        text: {
          en: 'On the dates and times listed on [Workshops & Events](/participate/community).',
          ar: 'في المواعيد المعلنة في صفحة [ورش العمل والفعاليات](/participate/community).',
        },
      },
    ],
  },
});
