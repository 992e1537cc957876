import { z } from 'zod';
import { defineContent, id, localized, uniqueIds } from './schema';

/** A headline figure: a number formatted at render, with an optional unit and a trailing "+" for "more than". */
const Figure = z.object({
  id,
  label: localized,
  value: z.number().nonnegative(),
  unit: z.enum(['km2', 'percent']).optional(),
  plus: z.boolean().default(false),
  note: localized.optional(),
});
export type Figure = z.infer<typeof Figure>;

const About = z.object({
  hero: z.object({ eyebrow: localized, title: localized, lead: localized }),
  /** Spec: "four key figures". The fifth figure of the spec (tourism revenue growth) is an achievement below. */
  keyFigures: z.array(Figure).length(4).superRefine(uniqueIds),
  authority: z.object({ title: localized, paragraphs: z.array(localized).min(1) }),
  vision: z.object({ title: localized, text: localized }),
  overview: z
    .array(z.object({ id: z.enum(['location', 'economy', 'heritage']), title: localized, text: localized }))
    .length(3)
    .superRefine(uniqueIds),
  achievements: z
    .array(
      z.object({
        id,
        year: z.number().int(),
        title: localized,
        description: localized,
        figure: Figure.optional(),
      }),
    )
    .length(4)
    .superRefine(uniqueIds),
  dataHub: z.object({
    title: localized,
    description: localized,
    figures: z.array(Figure).length(3).superRefine(uniqueIds),
  }),
  mission: z.object({
    lead: localized,
    mission: localized,
    values: z
      .array(z.object({ id, title: localized, text: localized }))
      .min(3)
      .superRefine(uniqueIds),
    goals: z.array(localized).min(3),
  }),
});

export const about = defineContent('content/about.ts', About, {
  hero: {
    eyebrow: { en: 'Hail Region Development Authority', ar: 'هيئة تطوير منطقة حائل' },
    title: { en: 'About Hail Region', ar: 'عن منطقة حائل' },
    lead: {
      en: 'A region of granite mountains, desert oases and ancient trade routes in northern Saudi Arabia, building an economy for the next generation with open, trusted data.',
      ar: 'منطقة الجبال الجرانيتية والواحات الصحراوية وطرق التجارة القديمة في شمال المملكة العربية السعودية، تبني اقتصاد الأجيال القادمة ببيانات مفتوحة وموثوقة.',
    },
  },
  keyFigures: [
    { id: 'area', label: { en: 'Total area', ar: 'المساحة الإجمالية' }, value: 103887, unit: 'km2' },
    { id: 'population', label: { en: 'Population', ar: 'عدد السكان' }, value: 697000, plus: true },
    { id: 'governorates', label: { en: 'Governorates', ar: 'المحافظات' }, value: 8 },
    {
      id: 'vision-2030-projects',
      label: { en: 'Vision 2030 projects', ar: 'مشاريع رؤية المملكة 2030' },
      value: 156,
    },
  ],
  authority: {
    title: { en: 'The Hail Region Development Authority', ar: 'هيئة تطوير منطقة حائل' },
    paragraphs: [
      {
        en: 'The Hail Region Development Authority plans and coordinates the comprehensive development of the region. It works with ministries, municipalities, the private sector and the community to turn regional priorities into funded programmes and measurable results.',
        ar: 'تتولى هيئة تطوير منطقة حائل تخطيط التنمية الشاملة في المنطقة وتنسيقها، وتعمل مع الوزارات والبلديات والقطاع الخاص والمجتمع على تحويل أولويات المنطقة إلى برامج مموّلة ونتائج قابلة للقياس.',
      },
      {
        en: 'The authority sets the regional development strategy, prepares investment opportunities, follows up on major projects and publishes the evidence behind its decisions, so that residents, investors and researchers can see how the region is changing.',
        ar: 'وتضع الهيئة استراتيجية تنمية المنطقة، وتُعِدّ الفرص الاستثمارية، وتتابع المشاريع الكبرى، وتنشر الأدلة التي تستند إليها قراراتها، ليتمكّن السكان والمستثمرون والباحثون من متابعة التحولات التي تشهدها المنطقة.',
      },
    ],
  },
  vision: {
    title: { en: 'Our vision', ar: 'رؤيتنا' },
    text: {
      en: 'A prosperous, sustainable and liveable Hail that draws on its heritage, its farmland and its location to become a leading region for agriculture, tourism and logistics in the Kingdom.',
      ar: 'حائل مزدهرة ومستدامة وجاذبة للعيش، تستثمر تراثها وأراضيها الزراعية وموقعها لتصبح منطقة رائدة في الزراعة والسياحة والخدمات اللوجستية على مستوى المملكة.',
    },
  },
  overview: [
    {
      id: 'location',
      title: { en: 'Location', ar: 'الموقع' },
      text: {
        en: 'In the north-central Kingdom, between the Aja and Salma mountains and the sands of the Great Nafud, Hail sits on the routes linking Riyadh, the Qassim region, the northern border and the Hijaz.',
        ar: 'في الجزء الشمالي الأوسط من المملكة، حيث يمتد جبلا أجا وسلمى وتنبسط رمال النفود الكبير، تقع حائل على الطرق التي تربط الرياض بمنطقة القصيم والحدود الشمالية والحجاز.',
      },
    },
    {
      id: 'economy',
      title: { en: 'Economic base', ar: 'القاعدة الاقتصادية' },
      text: {
        en: 'Agriculture leads: wheat, dates, fruit and vegetables grown on groundwater-fed farms. Mining, light manufacturing, logistics and a growing tourism sector broaden the base.',
        ar: 'تتصدر الزراعة اقتصاد المنطقة، من القمح والتمور إلى الفواكه والخضروات التي تُزرع في مزارع تعتمد على المياه الجوفية، فيما يسهم التعدين والصناعات الخفيفة والخدمات اللوجستية وقطاع السياحة المتنامي في توسيع هذه القاعدة.',
      },
    },
    {
      id: 'heritage',
      title: { en: 'Heritage', ar: 'التراث' },
      text: {
        en: 'Home to the rock art of Jubbah and Shuwaymis, a UNESCO World Heritage Site, to the forts of A’arif and Qishlah, and to the legacy of generosity of Hatim al-Tai.',
        ar: 'موطن الفنون الصخرية في جبة والشويمس المسجلة في قائمة اليونسكو للتراث العالمي، وقلعة أعيرف وقصر القشلة، وإرث الكرم الذي خلّده حاتم الطائي.',
      },
    },
  ],
  achievements: [
    {
      id: 'regional-strategy',
      year: 2021,
      title: { en: 'Regional development strategy approved', ar: 'اعتماد استراتيجية تنمية المنطقة' },
      description: {
        en: 'A long-term strategy for Hail set the priorities, programmes and targets that guide public investment.',
        ar: 'حدّدت استراتيجية طويلة المدى لمنطقة حائل الأولويات والبرامج والمستهدفات التي توجّه الاستثمار العام.',
      },
    },
    {
      id: 'industrial-city',
      year: 2022,
      title: { en: 'New industrial land released', ar: 'طرح أراضٍ صناعية جديدة' },
      description: {
        en: 'Serviced industrial parcels near the major road network opened to manufacturing and logistics investors.',
        ar: 'أُتيحت قطع أراضٍ صناعية مخدومة بالقرب من شبكة الطرق الرئيسية للمستثمرين في قطاعي الصناعة والخدمات اللوجستية.',
      },
    },
    {
      id: 'tourism-growth',
      year: 2023,
      title: { en: 'Tourism revenue growth', ar: 'نمو إيرادات السياحة' },
      description: {
        en: 'Heritage sites, the Hail International Rally and new hospitality projects brought more visitors and revenue to the region.',
        ar: 'أسهمت المواقع التراثية ورالي حائل الدولي ومشاريع الضيافة الجديدة في زيادة أعداد الزوار والإيرادات في المنطقة.',
      },
      figure: {
        id: 'tourism-revenue-growth',
        label: { en: 'Tourism revenue growth', ar: 'نمو إيرادات السياحة' },
        value: 180,
        unit: 'percent',
        note: { en: 'over 3 years', ar: 'خلال 3 سنوات' },
      },
    },
    {
      id: 'data-hub-launch',
      year: 2024,
      title: { en: 'Regional Data Hub launched', ar: 'إطلاق منصة بيانات منطقة حائل' },
      description: {
        en: 'Regional indicators, maps and datasets became openly available to the public in one portal.',
        ar: 'أصبحت مؤشرات المنطقة وخرائطها ومجموعات بياناتها متاحة للجميع في منصة واحدة.',
      },
    },
  ],
  dataHub: {
    title: { en: 'The Regional Data Hub initiative', ar: 'مبادرة منصة بيانات منطقة حائل' },
    description: {
      en: 'One open source of regional evidence: indicators tracked against the UN Sustainable Development Goals and the UN-Habitat City Prosperity Initiative, across five thematic domains.',
      ar: 'مصدر مفتوح موحّد لبيانات المنطقة: مؤشرات تُرصد وفق أهداف الأمم المتحدة للتنمية المستدامة ومبادرة ازدهار المدن لبرنامج الأمم المتحدة للمستوطنات البشرية، ضمن خمسة مجالات رئيسية.',
    },
    figures: [
      { id: 'indicators', label: { en: 'Indicators', ar: 'المؤشرات' }, value: 100, plus: true },
      {
        id: 'sdg-alignment',
        label: { en: 'SDG alignment', ar: 'التوافق مع أهداف التنمية المستدامة' },
        value: 17,
      },
      { id: 'domains', label: { en: 'Domains', ar: 'المجالات' }, value: 5 },
    ],
  },
  mission: {
    lead: {
      en: 'Why the Hail Regional Data Hub exists, the vision it serves, and the principles its team works by.',
      ar: 'لماذا أُنشئت منصة بيانات منطقة حائل، والرؤية التي تخدمها، والمبادئ التي يلتزم بها فريق عملها.',
    },
    mission: {
      en: 'To publish accurate, timely and open data about the Hail Region, so that decisions by government, investors and citizens rest on shared evidence.',
      ar: 'نشر بيانات دقيقة ومحدّثة ومفتوحة عن منطقة حائل، لتستند قرارات الجهات الحكومية والمستثمرين والمواطنين إلى أدلة مشتركة.',
    },
    values: [
      {
        id: 'openness',
        title: { en: 'Open by default', ar: 'الإتاحة هي الأصل' },
        text: {
          en: 'Data is published openly unless privacy, security or law requires otherwise.',
          ar: 'تُنشر البيانات بصورة مفتوحة ما لم تقتضِ الخصوصية أو الأمن أو الأنظمة خلاف ذلك.',
        },
      },
      {
        id: 'quality',
        title: { en: 'Quality you can check', ar: 'جودة قابلة للتحقق' },
        text: {
          en: 'Every dataset names its source, method, coverage and date of last update.',
          ar: 'تُبيّن كل مجموعة بيانات مصدرها ومنهجيتها ونطاق تغطيتها وتاريخ آخر تحديث لها.',
        },
      },
      {
        id: 'accessibility',
        title: { en: 'Accessible to all', ar: 'متاحة للجميع' },
        text: {
          en: 'Data is offered in Arabic and English, in common formats, on any device.',
          ar: 'تُقدَّم البيانات باللغتين العربية والإنجليزية، وبصيغ شائعة، وعلى مختلف الأجهزة.',
        },
      },
      {
        id: 'collaboration',
        title: { en: 'Built with our users', ar: 'نبنيها مع مستخدمينا' },
        text: {
          en: 'Requests and feedback from the public shape what we publish next.',
          ar: 'تحدد طلبات الجمهور وملاحظاته ما ننشره لاحقًا.',
        },
      },
    ],
    goals: [
      {
        en: 'Track the region’s progress on the Sustainable Development Goals and Vision 2030 programmes.',
        ar: 'متابعة تقدّم المنطقة في تحقيق أهداف التنمية المستدامة وبرامج رؤية المملكة 2030.',
      },
      {
        en: 'Give investors reliable figures on land, labour, infrastructure and markets.',
        ar: 'تزويد المستثمرين بأرقام موثوقة عن الأراضي والقوى العاملة والبنية التحتية والأسواق.',
      },
      {
        en: 'Help researchers and students reuse regional data with clear licences and metadata.',
        ar: 'تمكين الباحثين والطلاب من إعادة استخدام بيانات المنطقة وفق تراخيص واضحة وبيانات وصفية متكاملة.',
      },
      {
        en: 'Make government performance visible to the people of Hail.',
        ar: 'إطلاع أهالي حائل على أداء الجهات الحكومية بشفافية.',
      },
    ],
  },
});
