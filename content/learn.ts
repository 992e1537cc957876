import { z } from 'zod';
import { defineContent, id, localized, uniqueIds } from './schema';
import { site } from './site';

/**
 * The Learning Centre (/participate/learn): guides to finding, reading, downloading, citing, reusing and embedding
 * the portal's data, and a glossary. Every statement here was checked against the portal itself; when a feature
 * changes, change its guide.
 *
 * Texts may carry two marks: [label](address) for a link and `code` for a name, key or address written as is
 * (shown left to right in Arabic too). An address is a page of the portal (/data/catalogue, with ?query and
 * #anchor if needed), a file or API address (/downloads/…, /api/…), an anchor of the same page (#citing), or an
 * https:// URL. The English and Arabic texts must link to the same addresses.
 */

/**
 * The marks of a text, as a regular expression's source (exported as a string so that it reaches the browser,
 * which gets content as JSON): [label](address) captures label and address, `code` captures the code.
 * app/features/help/lib/rich-text.ts draws them.
 */
export const textMarks = '\\[([^\\]\\n]+)\\]\\(([^)\\s]+)\\)|`([^`\\n]+)`';

const ADDRESS = /^(#[a-z0-9-]+|\/[a-z0-9\-_/.]*(\?[^#\s]*)?(#[a-z0-9-]+)?|https:\/\/\S+)$/;

/** A text in both languages that may carry links and code; both languages link to the same addresses. */
export const richText = localized.superRefine((text, ctx) => {
  const hrefs = { en: [] as string[], ar: [] as string[] };
  for (const lang of ['en', 'ar'] as const) {
    const marks = new RegExp(textMarks, 'g');
    for (const [, , href] of text[lang].matchAll(marks)) {
      if (href === undefined) continue;
      hrefs[lang].push(href);
      if (!ADDRESS.test(href))
        ctx.addIssue({ code: 'custom', path: [lang], message: `"${href}" is not an address` });
    }
    if (/`|\]\(/.test(text[lang].replace(marks, '')))
      ctx.addIssue({
        code: 'custom',
        path: [lang],
        message: 'has an unclosed ` or a broken [link](address)',
      });
  }
  if (hrefs.en.toSorted().join(' ') !== hrefs.ar.toSorted().join(' '))
    ctx.addIssue({
      code: 'custom',
      message: `the English and Arabic texts link to different addresses: ${hrefs.en.join(', ') || 'none'} / ${hrefs.ar.join(', ') || 'none'}`,
    });
});

/** The parts a guide or an answer is made of. */
export const Block = z.discriminatedUnion('type', [
  z.object({ type: z.literal('text'), text: richText }).strict(),
  /** A remark set apart from the text (a caution, a limit). */
  z.object({ type: z.literal('note'), text: richText }).strict(),
  /** Numbered steps. */
  z.object({ type: z.literal('steps'), items: z.array(richText).min(2) }).strict(),
  z.object({ type: z.literal('list'), items: z.array(richText).min(2) }).strict(),
  /** Terms and what they mean: the parts of a page, the fields of a form. */
  z
    .object({
      type: z.literal('terms'),
      items: z.array(z.object({ term: localized, text: richText }).strict()).min(2),
    })
    .strict(),
  /** Code, a request or an address, written as is (left to right in both languages). */
  z
    .object({
      type: z.literal('code'),
      label: localized,
      code: z.union([z.string().min(1), localized]),
    })
    .strict(),
  /** A pattern to follow, such as a citation's parts, set apart as a quotation. */
  z.object({ type: z.literal('pattern'), text: localized }).strict(),
  /** The citation of a published dataset, built from its metadata when the page is prerendered. */
  z.object({ type: z.literal('citation'), dataset: id, accessed: localized }).strict(),
  /** The licences the catalogue's datasets carry, counted when the page is prerendered. */
  z.object({ type: z.literal('licences') }).strict(),
]);
export type Block = z.infer<typeof Block>;

/** A link at the end of a guide or in a list of channels. */
export const HelpLink = z.object({ label: localized, href: z.string().regex(ADDRESS) }).strict();

const Learn = z.object({
  hero: z.object({ title: localized, lead: localized }),
  guides: z
    .array(
      z
        .object({
          /** The guide's anchor: /participate/learn#<id>. */
          id,
          title: localized,
          summary: localized,
          blocks: z.array(Block).min(1),
          links: z.array(HelpLink).min(1),
        })
        .strict(),
    )
    .min(7)
    .superRefine(uniqueIds),
  glossary: z.object({
    title: localized,
    lead: localized,
    terms: z
      .array(
        z
          .object({
            /** The term's anchor: /participate/learn#term-<id>. */
            id,
            term: localized,
            definition: richText,
          })
          .strict(),
      )
      .min(15)
      .superRefine(uniqueIds),
  }),
  /** How the licences the catalogue uses are named and where their text is read, per language. */
  licences: z
    .array(z.object({ id: z.string().min(1), name: localized, deed: z.object({ en: z.url(), ar: z.url() }) }))
    .min(1)
    .superRefine(uniqueIds),
});

const origin = site.url;

export const learn = defineContent('content/learn.ts', Learn, {
  hero: {
    title: { en: 'Learning Centre', ar: 'مركز التعلّم' },
    lead: {
      en: 'Short guides to finding, reading, downloading, citing and reusing the portal’s data, and a glossary of the terms you meet on it.',
      ar: 'أدلة موجزة للعثور على بيانات المنصة وقراءتها وتنزيلها والاستشهاد بها وإعادة استخدامها، ومسرد بالمصطلحات التي ستصادفها فيها.',
    },
  },
  guides: [
    {
      id: 'finding-data',
      title: { en: 'Finding data', ar: 'العثور على البيانات' },
      summary: {
        en: 'Search the whole portal from any page, or browse the catalogue and narrow it down with filters.',
        ar: 'ابحث في المنصة كلها من أي صفحة، أو تصفّح فهرس البيانات وضيّق نتائجه بعوامل التصفية.',
      },
      blocks: [
        {
          type: 'text',
          text: {
            en: 'The portal search looks through everything the portal publishes — datasets, indicators, publications, reports, data stories, governorates and pages — in English and Arabic.',
            ar: 'يبحث محرّك بحث المنصة في كل ما تنشره: مجموعات البيانات والمؤشرات والإصدارات والتقارير وقصص البيانات والمحافظات والصفحات، بالعربية والإنجليزية.',
          },
        },
        {
          type: 'steps',
          items: [
            {
              en: 'Open it with “Search Data” in the header, or press `Ctrl K` (`⌘ K` on a Mac) or `/` anywhere outside a text field. On a phone it is in the menu.',
              ar: 'افتحه بزر «ابحث في البيانات» في أعلى الصفحة، أو اضغط `Ctrl K` (أو `⌘ K` على أجهزة ماك) أو `/` في أي موضع خارج حقول الكتابة. وفي الهاتف تجده في القائمة.',
            },
            {
              en: 'Type a word or two. Results appear as you type, grouped by kind. A word you have only begun, a small typo and Arabic spelling variants — with or without hamza, diacritics or the article ال — still find what you mean.',
              ar: 'اكتب كلمة أو كلمتين، فتظهر النتائج أثناء الكتابة مجمّعة حسب نوعها. ويجد البحث ما تقصده حتى لو لم تُكمل الكلمة، أو وقع فيها خطأ إملائي بسيط، أو كتبتها بهمزة أو بدونها، بالتشكيل أو بدونه، وبـ«ال» التعريف أو بدونها.',
            },
            {
              en: 'Move through the results with the arrow keys and open one with `Enter`; `Esc` closes the search. “All results on the search page” lists every match with a filter by kind, as for [water](/search?q=water).',
              ar: 'تنقّل بين النتائج بمفاتيح الأسهم وافتح ما تريده بمفتاح `Enter`، ويغلق مفتاح `Esc` البحث. ويعرض رابط «كل النتائج في صفحة البحث» جميع النتائج مع تصفيتها حسب النوع، كما في نتائج البحث عن [المياه](/search?q=water).',
            },
          ],
        },
        {
          type: 'text',
          text: {
            en: 'The [Data Catalogue](/data/catalogue) lists every dataset. Type in its search box, then narrow the list with the Category, Time Period, File Format and Data Source filters (tick the formats and sources you want, then press “Apply Filters”). The page’s address keeps your search and filters, so you can bookmark or share a filtered list — for example [every dataset with a GeoJSON file](/data/catalogue?format=GeoJSON).',
            ar: 'يضم [فهرس البيانات](/data/catalogue) جميع مجموعات البيانات. اكتب في مربع البحث، ثم ضيّق القائمة بعوامل التصفية: الفئة والفترة الزمنية وصيغة الملف ومصدر البيانات (حدّد الصيغ والمصادر التي تريدها ثم اضغط «تطبيق عوامل التصفية»). ويحفظ عنوان الصفحة البحث وعوامل التصفية، فيمكنك حفظ القائمة المصفّاة أو مشاركتها، ومن ذلك مثلًا [كل مجموعات البيانات المتاحة بصيغة GeoJSON](/data/catalogue?format=GeoJSON).',
          },
        },
        {
          type: 'text',
          text: {
            en: 'Indicators are grouped in five thematic domains on [Data & Indicators](/data); open a domain to see its indicators, which you can filter by name and by SDG goal. “Search Indicators” on that page opens the search for indicators only.',
            ar: 'تتوزع المؤشرات على خمسة مجالات موضوعية في صفحة [البيانات والمؤشرات](/data)؛ افتح أي مجال لترى مؤشراته، ويمكنك تصفيتها بالاسم وبهدف التنمية المستدامة. أما زر «ابحث في المؤشرات» في تلك الصفحة فيفتح البحث مقصورًا على المؤشرات.',
          },
        },
      ],
      links: [
        { label: { en: 'Open the Data Catalogue', ar: 'افتح فهرس البيانات' }, href: '/data/catalogue' },
        { label: { en: 'The search page', ar: 'صفحة البحث' }, href: '/search' },
      ],
    },
    {
      id: 'reading-indicators',
      title: { en: 'Reading an indicator page', ar: 'قراءة صفحة المؤشر' },
      summary: {
        en: 'What each part of an indicator’s page tells you, with the unemployment rate as the example.',
        ar: 'ما يخبرك به كل جزء من صفحة المؤشر، مع معدل البطالة مثالًا.',
      },
      blocks: [
        {
          type: 'text',
          text: {
            en: 'Each indicator has its own page, such as [Unemployment rate](/data/indicators/unemployment-rate). Under its name you find its definition — what is counted and how it is computed — the domain it belongs to and, when it has one, its SDG target, shown as a badge such as “SDG target 8.5”.',
            ar: 'لكل مؤشر صفحة خاصة به، مثل [معدل البطالة](/data/indicators/unemployment-rate). وتحت اسمه تجد تعريفه، أي ما يُقاس وكيف يُحسب، والمجال الذي ينتمي إليه، وغاية التنمية المستدامة التي يرتبط بها إن وُجدت، في شارة مثل «غاية التنمية المستدامة 8.5».',
          },
        },
        {
          type: 'terms',
          items: [
            {
              term: { en: 'What to show', ar: 'ما يُعرض' },
              text: {
                en: 'Choose up to four places at once, a breakdown (by sex or by sector, when the indicator has one) and the first and last year. The chart, the table, the downloads and the page’s address follow your choice, so a shared link opens the same view.',
                ar: 'اختر ما يصل إلى أربع مناطق في وقت واحد، والتصنيف (حسب الجنس أو القطاع إن كان للمؤشر تصنيف)، وسنة البداية وسنة النهاية. ويتبع اختيارَك المخططُ والجدولُ والتنزيلاتُ وعنوانُ الصفحة، فيفتح الرابط المشترك العرضَ نفسه.',
              },
            },
            {
              term: { en: 'Chart and table', ar: 'المخطط والجدول' },
              text: {
                en: 'The line chart draws the values year by year. Above it you read the latest value and its change since the first year shown, marked as improving or worsening; below it a table lists the same values.',
                ar: 'يرسم المخطط الخطي القيم سنة بسنة، وفوقه آخر قيمة ومقدار تغيّرها منذ أول سنة معروضة، موصوفًا بالتحسن أو التراجع، وتحته جدول بالقيم نفسها.',
              },
            },
            {
              term: { en: 'Unit', ar: 'الوحدة' },
              text: {
                en: 'What the numbers measure: a percentage, a number of people, riyals, a rate per 1,000 births…',
                ar: 'ما تقيسه الأرقام: نسبة مئوية، أو عدد أشخاص، أو ريالات، أو معدل لكل 1,000 مولود…',
              },
            },
            {
              term: { en: 'Better when', ar: 'الأفضل' },
              text: {
                en: 'Whether a higher or a lower value is an improvement. For the unemployment rate, lower is better, so a fall is shown as improving.',
                ar: 'هل القيمة الأعلى أفضل أم الأدنى. ففي معدل البطالة الأدنى هو الأفضل، ولذلك يُعرض انخفاضه على أنه تحسّن.',
              },
            },
            {
              term: { en: 'Source', ar: 'المصدر' },
              text: {
                en: 'The agency that produces the figures.',
                ar: 'الجهة التي تُصدر الأرقام.',
              },
            },
            {
              term: { en: 'SDG target', ar: 'غاية التنمية المستدامة' },
              text: {
                en: 'The target of the UN Sustainable Development Goals the indicator reports on, the value that meets it and the year it is due. The link leads to its goal on the [SDG Dashboard](/data/sdg).',
                ar: 'الغاية من أهداف الأمم المتحدة للتنمية المستدامة التي يقيسها المؤشر، والقيمة التي تحققها، والسنة المستهدفة. ويقودك الرابط إلى الهدف في [لوحة معلومات أهداف التنمية المستدامة](/data/sdg).',
              },
            },
            {
              term: { en: 'City Prosperity Index', ar: 'مؤشر ازدهار المدن' },
              text: {
                en: 'The dimension of UN-Habitat’s index that the indicator feeds, linked to its scores on the [City Prosperity Index](/data/cpi) tab.',
                ar: 'بُعد مؤشر برنامج الأمم المتحدة للمستوطنات البشرية الذي يغذّيه المؤشر، مع رابط إلى درجاته في تبويب [مؤشر ازدهار المدن](/data/cpi).',
              },
            },
          ],
        },
        {
          type: 'text',
          text: {
            en: 'Places: “Hail Region” is the whole region. The governorates the portal reports on are shown one by one, and “Other governorates”, where an indicator has it, groups the rest of the region. For counts such as population or production, the governorates and “Other governorates” add up to the region. For rates, percentages and averages they do not: the region’s value is worked out for the region as a whole.',
            ar: 'المناطق: «منطقة حائل» هي المنطقة كلها، وتُعرض المحافظات التي تغطيها المنصة كلٌّ على حدة، وتجمع «المحافظات الأخرى»، في المؤشرات التي تتضمنها، بقية المنطقة. وفي الأعداد، مثل السكان أو الإنتاج، يساوي مجموعُ المحافظات و«المحافظات الأخرى» قيمةَ المنطقة. أما في المعدلات والنسب والمتوسطات فلا يصح الجمع، لأن قيمة المنطقة تُحسب للمنطقة بأكملها.',
          },
        },
        {
          type: 'text',
          text: {
            en: 'The [SDG Dashboard](/data/sdg) shows how far the region has moved towards each target: in the manner of Open SDG, it compares the region’s yearly rate of change since 2015 with the rate that would reach the target by its year, and rates progress from “Target achieved” to “Deterioration”. The [City Prosperity Index](/data/cpi) places each mapped indicator’s latest value on a scale from 0 to 100 between two benchmarks, averages those scores into six dimensions and the dimensions into the index, for the region and for each governorate.',
            ar: 'تبيّن [لوحة معلومات أهداف التنمية المستدامة](/data/sdg) مدى تقدّم المنطقة نحو كل غاية: فعلى طريقة منصة Open SDG، تقارن معدل التغير السنوي لقيمة المنطقة منذ عام 2015 بالمعدل اللازم لبلوغ الغاية في موعدها، وتصنّف التقدم من «تحققت الغاية» إلى «تراجع». أما [مؤشر ازدهار المدن](/data/cpi) فيضع آخر قيمة لكل مؤشر مرتبط به على مقياس من 0 إلى 100 بين قيمتين مرجعيتين، ثم يحسب متوسط هذه الدرجات لكل بُعد من الأبعاد الستة، ومتوسط الأبعاد للمؤشر العام، للمنطقة ولكل محافظة.',
          },
        },
        {
          type: 'note',
          text: {
            en: 'Figures marked “illustrative” are samples that show how the portal publishes an indicator; they are not official statistics. [Why?](/participate/support#faq-illustrative)',
            ar: 'الأرقام الموصوفة بأنها «توضيحية» عيّنات تبيّن طريقة نشر المنصة للمؤشر، وليست إحصاءات رسمية. [لماذا؟](/participate/support#faq-illustrative)',
          },
        },
      ],
      links: [
        { label: { en: 'Data & Indicators', ar: 'البيانات والمؤشرات' }, href: '/data' },
        { label: { en: 'SDG Dashboard', ar: 'لوحة معلومات أهداف التنمية المستدامة' }, href: '/data/sdg' },
        { label: { en: 'City Prosperity Index', ar: 'مؤشر ازدهار المدن' }, href: '/data/cpi' },
      ],
    },
    {
      id: 'using-maps',
      title: { en: 'Using the maps', ar: 'استخدام الخرائط' },
      summary: {
        en: 'Switch map layers on and off, read a feature’s attributes, measure distances and find land near infrastructure.',
        ar: 'شغّل طبقات الخريطة وأطفئها، واقرأ بيانات أي معلم، وقِس المسافات، وابحث عن الأراضي القريبة من البنية التحتية.',
      },
      blocks: [
        {
          type: 'text',
          text: {
            en: 'The [GIS Hub](/tools/gis) draws the region’s agricultural areas, groundwater wells, major roads, industrial zones and electrical grid on a base map of the region, its governorates and main towns.',
            ar: 'ترسم [منصة نظم المعلومات الجغرافية](/tools/gis) المناطق الزراعية وآبار المياه الجوفية والطرق الرئيسية والمناطق الصناعية والشبكة الكهربائية على خريطة أساس للمنطقة ومحافظاتها ومدنها الرئيسية.',
          },
        },
        {
          type: 'steps',
          items: [
            {
              en: 'In “Layers”, switch layers on and off; the legend lists what is shown.',
              ar: 'في تبويب «الطبقات»، شغّل الطبقات أو أطفئها، ويبيّن مفتاح الخريطة ما يظهر عليها.',
            },
            {
              en: 'Click a feature to read its attributes. By keyboard, move the map with the arrow keys, zoom with `+` and `-`, and press `Enter` to read the feature under the crosshair.',
              ar: 'انقر أي معلم لتقرأ بياناته. وباستخدام لوحة المفاتيح، حرّك الخريطة بمفاتيح الأسهم، وكبّر وصغّر بمفتاحَي `+` و`-`، واضغط `Enter` لقراءة المعلم الواقع تحت علامة التصويب.',
            },
            {
              en: '“Measure Distance” adds points where you click (or the map’s centre, by keyboard) and gives the length in kilometres.',
              ar: 'تضيف أداة «قياس المسافة» نقطة حيث تنقر (أو في وسط الخريطة باستخدام لوحة المفاتيح) وتعطيك الطول بالكيلومترات.',
            },
            {
              en: 'In “Query”, “Find Assets” lists the parcels of a zoning type within a distance of the roads, the wells or the grid. Show a parcel on the map, or export the results as CSV or GeoJSON.',
              ar: 'في تبويب «الاستعلام»، تعرض أداة «البحث عن الأصول» قطع الأراضي من نوع استخدام معيّن ضمن مسافة محددة من الطرق أو الآبار أو الشبكة الكهربائية. اعرض أي قطعة على الخريطة، أو صدّر النتائج بصيغة CSV أو GeoJSON.',
            },
            {
              en: '“Export Map” saves the map as a PNG image, with its legend, credits and date.',
              ar: 'تحفظ أداة «تصدير الخريطة» الخريطة صورةً بصيغة PNG مع مفتاحها ومصادرها وتاريخها.',
            },
          ],
        },
        {
          type: 'text',
          text: {
            en: 'A dataset with map data also shows it on its own page, on the same base map — for example [Groundwater Well Locations](/data/catalogue/groundwater-well-locations).',
            ar: 'وتعرض مجموعات البيانات المكانية بياناتها على خريطة الأساس نفسها في صفحاتها، ومنها مثلًا [مواقع آبار المياه الجوفية](/data/catalogue/groundwater-well-locations).',
          },
        },
        {
          type: 'note',
          text: {
            en: 'The governorate boundaries are approximate. The region’s outline comes from OpenStreetMap (© OpenStreetMap contributors).',
            ar: 'حدود المحافظات تقريبية، أما حدود المنطقة فمأخوذة من OpenStreetMap (© المساهمون في OpenStreetMap).',
          },
        },
      ],
      links: [
        { label: { en: 'Open the GIS Hub', ar: 'افتح منصة نظم المعلومات الجغرافية' }, href: '/tools/gis' },
      ],
    },
    {
      id: 'downloading',
      title: { en: 'Downloading data', ar: 'تنزيل البيانات' },
      summary: {
        en: 'Every dataset in the formats it is published in, every chart’s figures as shown, and all indicators in one file.',
        ar: 'كل مجموعة بيانات بالصيغ التي تُنشر بها، وأرقام كل مخطط كما تظهر، وجميع المؤشرات في ملف واحد.',
      },
      blocks: [
        {
          type: 'text',
          text: {
            en: 'A dataset’s page has a “Download” section with a button for each of its files. Depending on the data, you will find:',
            ar: 'في صفحة كل مجموعة بيانات قسم «التنزيل» وفيه زر لكل ملف من ملفاتها. وبحسب نوع البيانات تجد:',
          },
        },
        {
          type: 'list',
          items: [
            {
              en: 'for tables: CSV (UTF-8, so Arabic text is kept), an Excel workbook with a metadata sheet, JSON records with their schema, and sometimes a PDF data sheet;',
              ar: 'للجداول: ملف CSV (بترميز UTF-8 الذي يحفظ النص العربي)، ومصنّف Excel فيه ورقة للبيانات الوصفية، وسجلات JSON مع مخططها، وأحيانًا صحيفة بيانات بصيغة PDF؛',
            },
            {
              en: 'for map data: [GeoJSON](#term-geojson) (longitude and latitude, WGS 84), KML for Google Earth, a zipped Shapefile, and for drawings DXF (CAD, in metres, UTM zone 37N).',
              ar: 'للبيانات المكانية: ملف [GeoJSON](#term-geojson) (خطوط الطول والعرض وفق WGS 84)، وملف KML لبرنامج Google Earth، وملف Shapefile مضغوط، وللمخططات الهندسية ملف DXF (لبرامج التصميم، بالأمتار وفق نطاق UTM رقم 37 شمالًا).',
            },
          ],
        },
        {
          type: 'text',
          text: {
            en: 'On an indicator’s page, “Download” saves exactly what the chart shows — the places, breakdown and years you chose — as CSV or JSON. The link beneath leads to the indicator’s full dataset: every place and year, in CSV, Excel and JSON.',
            ar: 'وفي صفحة المؤشر، يحفظ قسم «التنزيل» ما يعرضه المخطط تمامًا، أي المناطق والتصنيف والسنوات التي اخترتها، بصيغة CSV أو JSON. ويقودك الرابط أسفله إلى مجموعة بيانات المؤشر كاملة بجميع المناطق والسنوات، بصيغ CSV وExcel وJSON.',
          },
        },
        {
          type: 'text',
          text: {
            en: 'To get every indicator at once, use “Download Data” on [Data & Indicators](/data): [one CSV table](/downloads/indicators/hail-indicators.csv) (indicator, year, governorate, breakdown, value) or [an Excel workbook](/downloads/indicators/hail-indicators.xlsx) with a sheet per domain and a sheet describing every indicator.',
            ar: 'ولتنزيل جميع المؤشرات دفعة واحدة، استخدم زر «تنزيل البيانات» في صفحة [البيانات والمؤشرات](/data): [جدول CSV واحد](/downloads/indicators/hail-indicators.csv) (المؤشر والسنة والمحافظة والتصنيف والقيمة)، أو [مصنّف Excel](/downloads/indicators/hail-indicators.xlsx) فيه ورقة لكل مجال وورقة تصف كل مؤشر.',
          },
        },
        {
          type: 'text',
          text: {
            en: 'The [Economy & Investment Dashboard](/data/economy) downloads each chart’s figures as CSV and the whole view as a PDF; the [GIS Hub](/tools/gis) exports its query results as CSV or GeoJSON and the map as a PNG image.',
            ar: 'وتتيح [لوحة معلومات الاقتصاد والاستثمار](/data/economy) تنزيل أرقام كل مخطط بصيغة CSV والعرض كاملًا بصيغة PDF، وتصدّر [منصة نظم المعلومات الجغرافية](/tools/gis) نتائج الاستعلام بصيغة CSV أو GeoJSON، والخريطة صورةً بصيغة PNG.',
          },
        },
        {
          type: 'text',
          text: {
            en: 'Each file keeps a fixed address, `/downloads/{dataset}/{file}`, so a script can fetch it directly — for example [the 2025 census as CSV](/downloads/population-census-2025/population-census-2025.csv).',
            ar: 'ولكل ملف عنوان ثابت بالصيغة `/downloads/{dataset}/{file}`، فيمكن لأي برنامج جلبه مباشرة، ومن ذلك مثلًا [ملف CSV لتعداد 2025](/downloads/population-census-2025/population-census-2025.csv).',
          },
        },
      ],
      links: [
        { label: { en: 'Browse the datasets', ar: 'تصفّح مجموعات البيانات' }, href: '/data/catalogue' },
        { label: { en: 'Data & Indicators', ar: 'البيانات والمؤشرات' }, href: '/data' },
      ],
    },
    {
      id: 'using-the-api',
      title: { en: 'Using the API', ar: 'استخدام واجهة برمجة التطبيقات' },
      summary: {
        en: 'Search the catalogue and fetch datasets from your own code, or harvest the whole catalogue.',
        ar: 'ابحث في الفهرس واجلب مجموعات البيانات من برامجك، أو احصد الفهرس كاملًا.',
      },
      blocks: [
        {
          type: 'text',
          text: {
            en: 'The catalogue answers programs through an API that follows the Action API of [CKAN](#term-ckan) (version 3), the interface of many open-data portals, so CKAN clients such as `ckanapi` and catalogue harvesters work with it unchanged. It only reads, and needs no registration and no key.',
            ar: 'يجيب الفهرس البرامجَ عبر واجهة برمجة تطبيقات تتبع واجهة الإجراءات في [CKAN](#term-ckan) (الإصدار 3)، وهي الواجهة التي تعتمدها منصات كثيرة للبيانات المفتوحة، فيعمل معها عملاء CKAN مثل `ckanapi` وأدوات حصاد الفهارس دون أي تعديل. وهي للقراءة فقط، ولا تتطلب تسجيلًا ولا مفتاحًا.',
          },
        },
        {
          type: 'code',
          label: { en: 'Search the catalogue for water', ar: 'البحث في الفهرس عن المياه' },
          code: `${origin}/api/3/action/package_search?q=water&rows=5`,
        },
        {
          type: 'code',
          label: { en: 'One dataset with its files', ar: 'مجموعة بيانات واحدة مع ملفاتها' },
          code: `${origin}/api/3/action/package_show?id=population-census-2025`,
        },
        {
          type: 'list',
          items: [
            {
              en: '`package_search` takes `q` (words in English or Arabic), `fq` filters such as `res_format:GeoJSON`, `rows` (10 unless you say otherwise, 1,000 at most), `start` for paging, and `sort`. [Try it](/api/3/action/package_search?q=water&rows=5).',
              ar: 'يقبل الإجراء `package_search` المعامل `q` (كلمات بالعربية أو الإنجليزية)، ومرشحات `fq` مثل `res_format:GeoJSON`، والمعامل `rows` (عشر نتائج ما لم تحدد غير ذلك، وألف نتيجة على الأكثر)، و`start` للتنقل بين الصفحات، و`sort` للترتيب. [جرّبه](/api/3/action/package_search?q=water&rows=5).',
            },
            {
              en: '`package_show` returns a dataset’s metadata and its resources — one per file, each with its download address. [Try it](/api/3/action/package_show?id=population-census-2025).',
              ar: 'يعيد الإجراء `package_show` البيانات الوصفية لمجموعة البيانات ومواردها، أي موردًا لكل ملف مع عنوان تنزيله. [جرّبه](/api/3/action/package_show?id=population-census-2025).',
            },
            {
              en: '`package_list`, `organization_list`, `group_list`, `tag_list` and `license_list` list the datasets, publishers, categories, keywords and licences.',
              ar: 'وتسرد الإجراءات `package_list` و`organization_list` و`group_list` و`tag_list` و`license_list` مجموعات البيانات والجهات الناشرة والفئات والكلمات المفتاحية والتراخيص.',
            },
          ],
        },
        {
          type: 'text',
          text: {
            en: 'To copy the metadata of the whole catalogue at once, read it in [DCAT-AP](#term-dcat), as [JSON-LD](/catalog.jsonld) or [Turtle](/catalog.ttl): this is what catalogue harvesters read.',
            ar: 'ولنسخ البيانات الوصفية للفهرس كله دفعة واحدة، اقرأه وفق معيار [DCAT-AP](#term-dcat) بصيغة [JSON-LD](/catalog.jsonld) أو [Turtle](/catalog.ttl)، وهما ما تقرؤه أدوات حصاد الفهارس.',
          },
        },
      ],
      links: [
        { label: { en: 'API documentation', ar: 'توثيق واجهة برمجة التطبيقات' }, href: '/participate/api' },
      ],
    },
    {
      id: 'citing',
      title: { en: 'Citing a dataset', ar: 'الاستشهاد بمجموعة بيانات' },
      summary: {
        en: 'Name the publisher, year, title, portal and address, and the day you accessed the data.',
        ar: 'اذكر الجهة الناشرة والسنة والعنوان والمنصة والرابط، واليوم الذي اطّلعت فيه على البيانات.',
      },
      blocks: [
        {
          type: 'text',
          text: {
            en: 'Every dataset and indicator page has a “How to cite” section with a citation ready to copy. It follows this pattern; add the day you accessed the data, since open data is revised:',
            ar: 'في صفحة كل مجموعة بيانات وكل مؤشر قسم «طريقة الاستشهاد» وفيه استشهاد جاهز للنسخ، على النمط التالي. أضف إليه تاريخ اطّلاعك على البيانات، لأن البيانات المفتوحة تُراجَع وتُحدَّث:',
          },
        },
        {
          type: 'pattern',
          text: {
            en: 'Publisher (year of the last update). Title [Data set]. Hail Regional Data Hub. Address of the page. Accessed day month year.',
            ar: 'الجهة الناشرة (سنة آخر تحديث). العنوان [مجموعة بيانات]. منصة بيانات منطقة حائل. رابط الصفحة. تاريخ الاطلاع: اليوم الشهر السنة.',
          },
        },
        {
          type: 'citation',
          dataset: 'population-census-2025',
          accessed: { en: 'Accessed 1 December 2025.', ar: 'تاريخ الاطلاع: 1 ديسمبر 2025.' },
        },
        {
          type: 'text',
          text: {
            en: 'An indicator’s citation also names the places and years of the view you chose. To cite a figure from a page without a citation, such as a dashboard or a data story, give the page’s title and address in the same way.',
            ar: 'ويذكر الاستشهاد بالمؤشر أيضًا المناطق والسنوات التي اخترت عرضها. وللاستشهاد برقم من صفحة لا تتضمن استشهادًا جاهزًا، مثل لوحة معلومات أو قصة بيانات، اذكر عنوان الصفحة ورابطها بالطريقة نفسها.',
          },
        },
        {
          type: 'text',
          text: {
            en: 'Crediting the source is also what the licence asks of you: see [Reusing the data](#reusing).',
            ar: 'وذكر المصدر هو أيضًا ما يشترطه الترخيص، كما يوضح قسم [إعادة استخدام البيانات](#reusing).',
          },
        },
      ],
      links: [
        {
          label: { en: 'An example: the 2025 census', ar: 'مثال: تعداد 2025' },
          href: '/data/catalogue/population-census-2025',
        },
      ],
    },
    {
      id: 'reusing',
      title: { en: 'Reusing the data', ar: 'إعادة استخدام البيانات' },
      summary: {
        en: 'What the licence lets you do with the data, and what it asks in return.',
        ar: 'ما يتيحه لك الترخيص في استخدام البيانات، وما يشترطه عليك في المقابل.',
      },
      blocks: [
        { type: 'licences' },
        {
          type: 'text',
          text: {
            en: 'Under the Creative Commons Attribution 4.0 licence you may copy, share, adapt and build on the data for any purpose, including commercial use, provided that you:',
            ar: 'بموجب رخصة المشاع الإبداعي «نَسب المُصنَّف 4.0» يحق لك نسخ البيانات ومشاركتها وتعديلها والبناء عليها لأي غرض، بما في ذلك الاستخدام التجاري، بشرط أن:',
          },
        },
        {
          type: 'list',
          items: [
            {
              en: 'credit the source as “Hail Region Development Authority – Hail Regional Data Hub” and link to the dataset;',
              ar: 'تذكر المصدر بصيغة «هيئة تطوير منطقة حائل – منصة بيانات منطقة حائل» مع رابط مجموعة البيانات؛',
            },
            {
              en: 'say whether you changed the data;',
              ar: 'تبيّن إن كنت قد عدّلت البيانات؛',
            },
            {
              en: 'do not suggest that the authority endorses you or your use of the data.',
              ar: 'لا توحي بأن الهيئة تؤيدك أو تؤيد استخدامك للبيانات.',
            },
          ],
        },
        {
          type: 'text',
          text: {
            en: 'A dataset’s licence is named under “Licence” in “About this dataset” on its page, and in the API (`license_id`, `license_title` and `license_url` of `package_show`). Data supplied by a partner agency keeps the terms that agency sets, and its page says so. The authority’s [open-licence policy](/about/governance#open-licence) sets these rules.',
            ar: 'يُذكر ترخيص كل مجموعة بيانات تحت «الترخيص» في قسم «عن مجموعة البيانات» في صفحتها، وفي واجهة برمجة التطبيقات (الحقول `license_id` و`license_title` و`license_url` في `package_show`). وتخضع البيانات المقدَّمة من جهة شريكة للشروط التي تحددها تلك الجهة، وتذكرها صفحة مجموعة البيانات. وتحدد هذه القواعدَ [سياسةُ الترخيص المفتوح](/about/governance#open-licence) لدى الهيئة.',
          },
        },
        {
          type: 'note',
          text: {
            en: 'The region’s outline on the maps, also published as [region.geojson](/gis/region.geojson), comes from OpenStreetMap: © OpenStreetMap contributors, under the Open Database Licence (ODbL 1.0). Reusing that outline means crediting OpenStreetMap and keeping adapted versions of it under the ODbL.',
            ar: 'حدود المنطقة المرسومة على الخرائط، والمنشورة أيضًا في الملف [region.geojson](/gis/region.geojson)، مأخوذة من OpenStreetMap: © المساهمون في OpenStreetMap، بموجب رخصة قاعدة البيانات المفتوحة (ODbL 1.0). وإعادة استخدام هذه الحدود تعني نسبتها إلى OpenStreetMap وإتاحة أي نسخة معدّلة منها بموجب الرخصة نفسها.',
          },
        },
        {
          type: 'note',
          text: {
            en: 'Today’s figures are illustrative samples: use them to build and test, but do not present them as official statistics.',
            ar: 'الأرقام المنشورة حاليًا عيّنات توضيحية: استخدمها في البناء والتجربة، ولا تقدّمها على أنها إحصاءات رسمية.',
          },
        },
      ],
      links: [
        {
          label: { en: 'Data governance: open licence', ar: 'حوكمة البيانات: الترخيص المفتوح' },
          href: '/about/governance#open-licence',
        },
      ],
    },
    {
      id: 'embedding',
      title: { en: 'Embedding an indicator chart', ar: 'تضمين مخطط مؤشر في موقعك' },
      summary: {
        en: 'Show an indicator’s chart on your own website; it stays up to date.',
        ar: 'اعرض مخطط أي مؤشر في موقعك الإلكتروني، وسيبقى محدّثًا.',
      },
      blocks: [
        {
          type: 'steps',
          items: [
            {
              en: 'Open the indicator’s page and choose the places, breakdown and years to show.',
              ar: 'افتح صفحة المؤشر واختر المناطق والتصنيف والسنوات التي تريد عرضها.',
            },
            {
              en: 'Under “Embed this chart”, press “Copy embed code”.',
              ar: 'في قسم «تضمين المخطط»، اضغط «نسخ شيفرة التضمين».',
            },
            {
              en: 'Paste the code into your page’s HTML. It is an `<iframe>` of the address `/embed/indicators/{id}`, with your choices in its query string.',
              ar: 'الصق الشيفرة في صفحتك بلغة HTML، وهي إطار `<iframe>` يعرض العنوان `/embed/indicators/{id}` مع اختياراتك في معاملاته.',
            },
          ],
        },
        {
          type: 'code',
          label: {
            en: 'The unemployment rate in Hail Region and Baqaa since 2015',
            ar: 'معدل البطالة في منطقة حائل وبقعاء منذ عام 2015',
          },
          code: {
            en: `<iframe src="${origin}/embed/indicators/unemployment-rate?geo=hail-region,baqaa&from=2015" title="Unemployment rate, Hail Regional Data Hub" width="100%" height="460" style="border:0" loading="lazy"></iframe>`,
            ar: `<iframe src="${origin}/ar/embed/indicators/unemployment-rate?geo=hail-region,baqaa&from=2015" title="معدل البطالة، منصة بيانات منطقة حائل" width="100%" height="460" style="border:0" loading="lazy"></iframe>`,
          },
        },
        {
          type: 'text',
          text: {
            en: 'The framed chart is drawn in the language of its address (under `/ar` in Arabic), names the source and links back to the indicator’s page. When the portal’s figures are updated, the chart shows the new ones. Other websites may frame the `/embed/` addresses only. [See the chart alone](/embed/indicators/unemployment-rate).',
            ar: 'يُرسم المخطط داخل الإطار بلغة عنوانه (تحت `/ar` للعربية)، ويذكر المصدر ويرتبط بصفحة المؤشر. وعندما تُحدَّث أرقام المنصة يعرض المخطط الأرقام الجديدة. ولا يُسمح للمواقع الأخرى بتضمين شيء من المنصة سوى العناوين التي تبدأ بـ`/embed/`. [اعرض المخطط وحده](/embed/indicators/unemployment-rate).',
          },
        },
      ],
      links: [
        {
          label: { en: 'Unemployment rate', ar: 'معدل البطالة' },
          href: '/data/indicators/unemployment-rate',
        },
      ],
    },
  ],
  glossary: {
    title: { en: 'Glossary', ar: 'مسرد المصطلحات' },
    lead: {
      en: 'The terms you meet on the portal, in plain words.',
      ar: 'المصطلحات التي تصادفها في المنصة، بعبارات واضحة.',
    },
    terms: [
      {
        id: 'api',
        term: { en: 'API', ar: 'واجهة برمجة التطبيقات (API)' },
        definition: {
          en: 'Application programming interface: addresses that programs call to receive data rather than pages. The portal’s API follows CKAN’s Action API; see [Using the API](#using-the-api).',
          ar: 'مجموعة عناوين تستدعيها البرامج لتحصل على البيانات بدلًا من الصفحات. وتتبع واجهة المنصة واجهةَ الإجراءات في CKAN؛ انظر [استخدام واجهة برمجة التطبيقات](#using-the-api).',
        },
      },
      {
        id: 'breakdown',
        term: { en: 'Breakdown (disaggregation)', ar: 'التصنيف (التفصيل)' },
        definition: {
          en: 'The values of an indicator split by a characteristic, such as sex or economic sector, besides the total.',
          ar: 'قيم المؤشر مقسّمة حسب خاصية ما، كالجنس أو القطاع الاقتصادي، إلى جانب القيمة الإجمالية.',
        },
      },
      {
        id: 'catalogue',
        term: { en: 'Data catalogue', ar: 'فهرس البيانات' },
        definition: {
          en: 'The list of every dataset the portal publishes, with its metadata: the [Data Catalogue](/data/catalogue).',
          ar: 'قائمة بكل مجموعات البيانات التي تنشرها المنصة مع بياناتها الوصفية: [فهرس البيانات](/data/catalogue).',
        },
      },
      {
        id: 'cc-by',
        term: { en: 'CC BY 4.0', ar: 'رخصة CC BY 4.0' },
        definition: {
          en: 'Creative Commons Attribution 4.0 International, an open licence: anyone may use, share and adapt the work, if they credit its source. See [Reusing the data](#reusing).',
          ar: 'رخصة المشاع الإبداعي «نَسب المُصنَّف 4.0» الدولية، وهي رخصة مفتوحة تتيح لأي شخص استخدام العمل ومشاركته وتعديله، بشرط نسبته إلى مصدره. انظر [إعادة استخدام البيانات](#reusing).',
        },
      },
      {
        id: 'ckan',
        term: { en: 'CKAN', ar: 'CKAN' },
        definition: {
          en: 'Open-source software that runs many of the world’s open-data portals. Its Action API has become a common way to query data catalogues, so the portal answers in the same way.',
          ar: 'برنامج مفتوح المصدر تعمل به منصات كثيرة للبيانات المفتوحة حول العالم. وقد أصبحت واجهة الإجراءات فيه طريقة شائعة للاستعلام عن فهارس البيانات، ولذلك تجيب المنصة بالطريقة نفسها.',
        },
      },
      {
        id: 'cpi',
        term: { en: 'City Prosperity Index (CPI)', ar: 'مؤشر ازدهار المدن' },
        definition: {
          en: 'UN-Habitat’s measure of how prosperous a city or region is, scored from 0 to 100 in six dimensions: productivity, infrastructure development, quality of life, equity and social inclusion, environmental sustainability, and governance and legislation. See [the index for Hail](/data/cpi).',
          ar: 'مقياس برنامج الأمم المتحدة للمستوطنات البشرية لمدى ازدهار مدينة أو منطقة، بدرجات من 0 إلى 100 في ستة أبعاد: الإنتاجية، وتطوير البنية التحتية، وجودة الحياة، والإنصاف والشمول الاجتماعي، والاستدامة البيئية، والحوكمة والتشريعات. انظر [المؤشر لمنطقة حائل](/data/cpi).',
        },
      },
      {
        id: 'cpi-dimension',
        term: { en: 'CPI dimension', ar: 'بُعد مؤشر ازدهار المدن' },
        definition: {
          en: 'One of the six parts of the City Prosperity Index. A dimension’s score is the mean of its indicators’ scores, and the index is the mean of the six dimensions.',
          ar: 'أحد الأجزاء الستة لمؤشر ازدهار المدن. ودرجة البُعد هي متوسط درجات مؤشراته، ودرجة المؤشر العام هي متوسط الأبعاد الستة.',
        },
      },
      {
        id: 'csv',
        term: { en: 'CSV', ar: 'CSV' },
        definition: {
          en: 'Comma-separated values: a table as plain text, one row per line, with commas between the columns. Spreadsheets and statistics tools open it. The portal’s CSV files are UTF-8, which keeps Arabic text intact.',
          ar: 'قيم مفصولة بفواصل: جدول في صورة نص عادي، كل صف في سطر، وبين الأعمدة فواصل. تفتحه برامج الجداول الحسابية والتحليل الإحصائي. وملفات CSV في المنصة بترميز UTF-8 الذي يحفظ النص العربي سليمًا.',
        },
      },
      {
        id: 'dataset',
        term: { en: 'Dataset', ar: 'مجموعة بيانات' },
        definition: {
          en: 'Data published as one unit, with a title, description, publisher, licence and coverage, and offered as one or more files (resources). Each indicator is also a dataset.',
          ar: 'بيانات تُنشر وحدةً واحدة لها عنوان ووصف وجهة ناشرة وترخيص وتغطية، وتُتاح في ملف أو أكثر (موارد). وكل مؤشر هو أيضًا مجموعة بيانات.',
        },
      },
      {
        id: 'dcat',
        term: { en: 'DCAT and DCAT-AP', ar: 'معيار DCAT وDCAT-AP' },
        definition: {
          en: 'The Data Catalog Vocabulary, the W3C standard for describing datasets and their files so that other catalogues can harvest them; DCAT-AP is its application profile for data portals. The portal publishes its catalogue in DCAT-AP as [JSON-LD](/catalog.jsonld) and [Turtle](/catalog.ttl).',
          ar: 'مفردات فهارس البيانات، وهو معيار اتحاد الشبكة العالمية (W3C) لوصف مجموعات البيانات وملفاتها لتتمكن الفهارس الأخرى من حصادها. أما DCAT-AP فهو الملف التطبيقي لهذا المعيار الخاص بمنصات البيانات. وتنشر المنصة فهرسها وفق DCAT-AP بصيغتَي [JSON-LD](/catalog.jsonld) و[Turtle](/catalog.ttl).',
        },
      },
      {
        id: 'domain',
        term: { en: 'Thematic domain', ar: 'المجال الموضوعي' },
        definition: {
          en: 'One of the five themes the indicators are grouped in: People & Society, Economy & Investment, Infrastructure & Liveability, Environment & Sustainability, and Governance.',
          ar: 'أحد المواضيع الخمسة التي تتوزع عليها المؤشرات: السكان والمجتمع، والاقتصاد والاستثمار، والبنية التحتية وجودة الحياة، والبيئة والاستدامة، والحوكمة.',
        },
      },
      {
        id: 'geojson',
        term: { en: 'GeoJSON', ar: 'GeoJSON' },
        definition: {
          en: 'A JSON format for map features — points, lines and polygons — with their attributes, in longitude and latitude (WGS 84). GIS software such as QGIS and web maps read it.',
          ar: 'صيغة مبنية على JSON للمعالم المكانية من نقاط وخطوط ومضلعات مع خصائصها، بخطوط الطول والعرض وفق WGS 84. تقرؤها برامج نظم المعلومات الجغرافية مثل QGIS والخرائط على الويب.',
        },
      },
      {
        id: 'governorate',
        term: { en: 'Governorate', ar: 'المحافظة' },
        definition: {
          en: 'An administrative division of the region. The portal reports on six governorates one by one; on some indicators “Other governorates” groups the rest.',
          ar: 'وحدة إدارية من وحدات المنطقة. تعرض المنصة بيانات ست محافظات كلٌّ على حدة، وفي بعض المؤشرات تجمع «المحافظات الأخرى» بقية المحافظات.',
        },
      },
      {
        id: 'hail-region',
        term: { en: 'Hail Region', ar: 'منطقة حائل' },
        definition: {
          en: 'One of the thirteen administrative regions of Saudi Arabia, in the north of the country. On an indicator, “Hail Region” is the whole region.',
          ar: 'إحدى المناطق الإدارية الثلاث عشرة في المملكة العربية السعودية، وتقع في شمال المملكة. و«منطقة حائل» في المؤشرات تعني المنطقة بأكملها.',
        },
      },
      {
        id: 'hijri-date',
        term: { en: 'Hijri date', ar: 'التاريخ الهجري' },
        definition: {
          en: 'A date in the Islamic lunar calendar, whose official Saudi version is the Umm al-Qura calendar. The portal dates things in the Gregorian calendar and gives the Umm al-Qura date beside it on Arabic pages and for events.',
          ar: 'تاريخ وفق التقويم القمري الإسلامي، ونسخته الرسمية في المملكة تقويم أم القرى. وتؤرّخ المنصة بالتقويم الميلادي وتذكر تاريخ أم القرى بجانبه في الصفحات العربية وفي مواعيد الفعاليات.',
        },
      },
      {
        id: 'illustrative',
        term: { en: 'Illustrative data', ar: 'البيانات التوضيحية' },
        definition: {
          en: 'Sample figures that show how the portal publishes a dataset or an indicator; they are not official statistics. [Why the portal has them](/participate/support#faq-illustrative).',
          ar: 'أرقام نموذجية تبيّن طريقة نشر المنصة لمجموعة بيانات أو مؤشر، وليست إحصاءات رسمية. [لماذا توجد في المنصة](/participate/support#faq-illustrative).',
        },
      },
      {
        id: 'indicator',
        term: { en: 'Indicator', ar: 'المؤشر' },
        definition: {
          en: 'A measure followed over time, with a definition, a unit and a source, such as the unemployment rate. The portal’s indicators cover 2011 to 2025 for the region and its governorates. See [Reading an indicator page](#reading-indicators).',
          ar: 'مقياس يُتابَع عبر الزمن، له تعريف ووحدة ومصدر، مثل معدل البطالة. وتغطي مؤشرات المنصة الأعوام من 2011 إلى 2025 للمنطقة ومحافظاتها. انظر [قراءة صفحة المؤشر](#reading-indicators).',
        },
      },
      {
        id: 'json',
        term: { en: 'JSON', ar: 'JSON' },
        definition: {
          en: 'JavaScript Object Notation, a text format for structured data that programs read easily. The API answers in JSON.',
          ar: 'صيغة نصية للبيانات المنظَّمة يسهل على البرامج قراءتها، واسمها اختصار لعبارة JavaScript Object Notation. وتجيب واجهة برمجة التطبيقات بهذه الصيغة.',
        },
      },
      {
        id: 'licence',
        term: { en: 'Licence', ar: 'الترخيص' },
        definition: {
          en: 'The terms under which you may reuse data. Each dataset’s page names its licence under “About this dataset”.',
          ar: 'الشروط التي يحق لك بموجبها إعادة استخدام البيانات. وتذكر صفحة كل مجموعة بيانات ترخيصها في قسم «عن مجموعة البيانات».',
        },
      },
      {
        id: 'metadata',
        term: { en: 'Metadata', ar: 'البيانات الوصفية' },
        definition: {
          en: 'Data about data: a dataset’s title, description, publisher, licence, coverage, update frequency, dates and columns. The portal shows it on each dataset’s page and publishes it in the API and in DCAT.',
          ar: 'بيانات عن البيانات: عنوان مجموعة البيانات ووصفها والجهة الناشرة والترخيص والتغطية ودورية التحديث والتواريخ والأعمدة. وتعرضها المنصة في صفحة كل مجموعة بيانات وتنشرها عبر واجهة برمجة التطبيقات ووفق معيار DCAT.',
        },
      },
      {
        id: 'open-data',
        term: { en: 'Open data', ar: 'البيانات المفتوحة' },
        definition: {
          en: 'Data that anyone can access, use and share, published in formats computers can read and under an open licence.',
          ar: 'بيانات يستطيع أي شخص الوصول إليها واستخدامها ومشاركتها، تُنشر بصيغ تقرؤها الحواسيب وبموجب ترخيص مفتوح.',
        },
      },
      {
        id: 'resource',
        term: { en: 'Resource (distribution)', ar: 'المورد (التوزيع)' },
        definition: {
          en: 'One file of a dataset in one format, such as its CSV or its GeoJSON. CKAN calls it a resource, DCAT a distribution.',
          ar: 'ملف واحد من ملفات مجموعة البيانات بصيغة واحدة، مثل ملفها بصيغة CSV أو GeoJSON. ويسميه CKAN «موردًا» ويسميه DCAT «توزيعًا».',
        },
      },
      {
        id: 'sdg',
        term: { en: 'Sustainable Development Goals (SDGs)', ar: 'أهداف التنمية المستدامة' },
        definition: {
          en: 'The seventeen goals the United Nations adopted for 2030, such as Goal 8, decent work and economic growth. See the [SDG Dashboard](/data/sdg).',
          ar: 'الأهداف السبعة عشر التي اعتمدتها الأمم المتحدة لعام 2030، ومنها الهدف الثامن: العمل اللائق ونمو الاقتصاد. انظر [لوحة معلومات أهداف التنمية المستدامة](/data/sdg).',
        },
      },
      {
        id: 'sdg-target',
        term: { en: 'SDG target', ar: 'غاية التنمية المستدامة' },
        definition: {
          en: 'One of the specific targets under each goal, numbered after it: target 8.5 is full employment and decent work. The portal gives each aligned indicator a value to reach and a year, and measures the region’s progress towards it.',
          ar: 'إحدى الغايات المحددة التي يتفرع إليها كل هدف، وتُرقَّم برقمه: فالغاية 8.5 هي العمالة الكاملة والعمل اللائق. وتحدد المنصة لكل مؤشر مرتبط بغاية قيمةً مستهدفة وسنةً لبلوغها، وتقيس تقدّم المنطقة نحوها.',
        },
      },
      {
        id: 'shapefile',
        term: { en: 'Shapefile', ar: 'ملف Shapefile' },
        definition: {
          en: 'A widespread GIS format made of several files (`.shp`, `.shx`, `.dbf`, `.prj`, and `.cpg` for the text encoding), which the portal offers zipped together.',
          ar: 'صيغة شائعة في نظم المعلومات الجغرافية تتكون من عدة ملفات (`.shp` و`.shx` و`.dbf` و`.prj`، و`.cpg` لترميز النصوص)، وتتيحها المنصة مضغوطة معًا في ملف واحد.',
        },
      },
    ],
  },
  licences: [
    {
      id: 'CC-BY-4.0',
      name: {
        en: 'Creative Commons Attribution 4.0 International (CC BY 4.0)',
        ar: 'رخصة المشاع الإبداعي «نَسب المُصنَّف 4.0» الدولية (CC BY 4.0)',
      },
      deed: {
        en: 'https://creativecommons.org/licenses/by/4.0/',
        ar: 'https://creativecommons.org/licenses/by/4.0/deed.ar',
      },
    },
  ],
});
