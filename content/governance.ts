import { z } from 'zod';
import { defineContent, id, localized, uniqueIds } from './schema';

/** The data governance policy shown at /about/governance. */
const Governance = z.object({
  lead: localized,
  policies: z
    .array(
      z.object({
        id,
        icon: z.enum(['scale', 'file-check', 'refresh-cw', 'badge-check', 'shield']),
        title: localized,
        summary: localized,
        points: z.array(localized).min(1),
      }),
    )
    .length(5)
    .superRefine(uniqueIds),
  /** The date the policy text was last revised (ISO). */
  reviewed: z.iso.date(),
});

export const governance = defineContent('content/governance.ts', Governance, {
  lead: {
    en: 'How the Hail Region Development Authority licenses, publishes, updates and protects the data on this portal.',
    ar: 'كيف ترخّص هيئة تطوير منطقة حائل البيانات المنشورة على هذه المنصة، وكيف تنشرها وتحدّثها وتحميها.',
  },
  policies: [
    {
      id: 'open-licence',
      icon: 'scale',
      title: { en: 'Open licence', ar: 'الترخيص المفتوح' },
      summary: {
        en: 'Unless a dataset’s page says otherwise, data on this portal is published under the Creative Commons Attribution 4.0 International licence (CC BY 4.0).',
        ar: 'ما لم تنص صفحة مجموعة البيانات على خلاف ذلك، تُنشر البيانات على هذه المنصة بموجب رخصة المشاع الإبداعي نَسب المُصنَّف 4.0 الدولية (CC BY 4.0).',
      },
      points: [
        {
          en: 'You may copy, share, adapt and use the data for any purpose, including commercial use.',
          ar: 'يحق لك نسخ البيانات ومشاركتها وتعديلها واستخدامها لأي غرض، بما في ذلك الاستخدام التجاري.',
        },
        {
          en: 'Credit the source as “Hail Region Development Authority – Hail Regional Data Hub” and link to the dataset.',
          ar: 'اذكر المصدر بصيغة «هيئة تطوير منطقة حائل – منصة بيانات منطقة حائل» مع رابط مجموعة البيانات.',
        },
        {
          en: 'Data supplied by partner agencies keeps the terms set by that agency; they are shown on the dataset page.',
          ar: 'تخضع البيانات المقدَّمة من الجهات الشريكة للشروط التي تحددها كل جهة، وتُعرض هذه الشروط في صفحة مجموعة البيانات.',
        },
      ],
    },
    {
      id: 'publishing-standards',
      icon: 'file-check',
      title: { en: 'Publishing standards', ar: 'معايير النشر' },
      summary: {
        en: 'Datasets follow the open-data standards of the National Data Management Office and are described with DCAT metadata.',
        ar: 'تلتزم مجموعات البيانات بمعايير البيانات المفتوحة الصادرة عن مكتب إدارة البيانات الوطنية، وتُوصف ببيانات وصفية وفق معيار DCAT.',
      },
      points: [
        {
          en: 'Every dataset carries a title, description, publisher, licence, temporal and spatial coverage.',
          ar: 'تتضمن كل مجموعة بيانات عنوانًا ووصفًا والجهة الناشرة والترخيص والتغطية الزمنية والمكانية.',
        },
        {
          en: 'Tables are offered in open, machine-readable formats (CSV, JSON); maps in GeoJSON, KML and Shapefile.',
          ar: 'تُتاح الجداول بصيغ مفتوحة قابلة للقراءة آليًا (CSV وJSON)، والخرائط بصيغ GeoJSON وKML وShapefile.',
        },
        {
          en: 'Text is UTF-8; dates use ISO 8601; indicators are mapped to the SDG and City Prosperity Index frameworks.',
          ar: 'تُرمَّز النصوص بترميز UTF-8، وتُكتب التواريخ وفق معيار ISO 8601، وتُربط المؤشرات بإطاري أهداف التنمية المستدامة ومؤشر ازدهار المدن.',
        },
      ],
    },
    {
      id: 'update-cycle',
      icon: 'refresh-cw',
      title: { en: 'Update cycle', ar: 'دورة التحديث' },
      summary: {
        en: 'Each dataset states how often it is updated and when it was last updated.',
        ar: 'تُبيّن كل مجموعة بيانات دورية تحديثها وتاريخ آخر تحديث لها.',
      },
      points: [
        {
          en: 'Economic and labour indicators are refreshed quarterly, within 60 days of the end of the quarter.',
          ar: 'تُحدَّث المؤشرات الاقتصادية ومؤشرات سوق العمل كل ربع سنة، خلال 60 يومًا من نهاية الربع.',
        },
        {
          en: 'Population, environment and infrastructure indicators are refreshed annually.',
          ar: 'تُحدَّث مؤشرات السكان والبيئة والبنية التحتية سنويًا.',
        },
        {
          en: 'Corrections are published as soon as they are verified, with a note in the dataset’s change log.',
          ar: 'تُنشر التصحيحات فور التحقق منها، مع ملاحظة في سجل التغييرات الخاص بمجموعة البيانات.',
        },
      ],
    },
    {
      id: 'data-quality',
      icon: 'badge-check',
      title: { en: 'Data quality', ar: 'جودة البيانات' },
      summary: {
        en: 'Figures are checked for completeness, consistency and plausibility before they are published.',
        ar: 'تُراجَع الأرقام قبل نشرها للتحقق من اكتمالها واتساقها ومعقوليتها.',
      },
      points: [
        {
          en: 'Each indicator documents its source, method, unit and any known limitations.',
          ar: 'يوثّق كل مؤشر مصدره ومنهجيته ووحدة قياسه وأي قيود معروفة عليه.',
        },
        {
          en: 'Provisional figures are labelled as such and replaced when final figures are available.',
          ar: 'يُشار إلى الأرقام الأولية بوصفها أولية، وتُستبدل بالأرقام النهائية فور توفرها.',
        },
        {
          en: 'Anyone can report a suspected error through the feedback channel; we reply within 10 working days.',
          ar: 'يمكن لأي شخص الإبلاغ عن خطأ محتمل عبر قناة الملاحظات، ونرد خلال 10 أيام عمل.',
        },
      ],
    },
    {
      id: 'privacy',
      icon: 'shield',
      title: { en: 'Privacy and confidentiality', ar: 'الخصوصية والسرية' },
      summary: {
        en: 'No personal data is published. Statistics are aggregated so that no person or business can be identified.',
        ar: 'لا تُنشر أي بيانات شخصية، وتُجمَّع الإحصاءات بحيث يتعذر التعرف على أي فرد أو منشأة.',
      },
      points: [
        {
          en: 'Personal data is handled under the Saudi Personal Data Protection Law.',
          ar: 'تُعالَج البيانات الشخصية وفق نظام حماية البيانات الشخصية في المملكة العربية السعودية.',
        },
        {
          en: 'Small counts that could identify individuals are suppressed or combined before publication.',
          ar: 'تُحجب الأعداد الصغيرة التي قد تكشف هوية الأفراد أو تُدمج مع غيرها قبل النشر.',
        },
        {
          en: 'The portal uses no advertising or tracking cookies.',
          ar: 'لا تستخدم المنصة ملفات تعريف الارتباط الإعلانية أو ملفات التتبع.',
        },
      ],
    },
  ],
  reviewed: '2025-09-01',
});
