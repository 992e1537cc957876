import { z } from 'zod';
import { defineContent, id, localized, uniqueIds } from './schema';

export const Domain = z.object({
  id,
  title: localized,
  description: localized,
  /** A lucide icon name, rendered by the domain card. */
  icon: z.enum(['users', 'trending-up', 'building-2', 'leaf', 'landmark']),
  /** An illustration key; images are drawn as SVG patterns, so no binary asset is needed. */
  image: z.string().min(1),
  indicators: z.number().int().positive(),
  sdgCount: z.number().int().positive(),
  color: z.string().regex(/^#[0-9a-f]{6}$/i),
  bgColor: z.string().regex(/^#[0-9a-f]{6}$/i),
  samples: z.array(localized).min(1),
});
export type Domain = z.infer<typeof Domain>;

export const domains = defineContent('content/domains.ts', z.array(Domain).length(5).superRefine(uniqueIds), [
  {
    id: 'people-society',
    title: { en: 'People & Society', ar: 'السكان والمجتمع' },
    description: {
      en: 'Population, education, health and social wellbeing across the governorates of Hail.',
      ar: 'السكان والتعليم والصحة والرفاه الاجتماعي في محافظات منطقة حائل.',
    },
    icon: 'users',
    image: 'people',
    indicators: 24,
    sdgCount: 8,
    color: '#0f6466',
    bgColor: '#e6f2f1',
    samples: [
      { en: 'Population growth rate', ar: 'معدل النمو السكاني' },
      { en: 'School enrolment ratio', ar: 'نسبة الالتحاق بالمدارس' },
      { en: 'Hospital beds per 10,000 residents', ar: 'أسرّة المستشفيات لكل 10,000 نسمة' },
      { en: 'Literacy rate', ar: 'معدل الإلمام بالقراءة والكتابة' },
      { en: 'Household size', ar: 'متوسط حجم الأسرة' },
      { en: 'Life expectancy at birth', ar: 'متوسط العمر المتوقع عند الولادة' },
    ],
  },
  {
    id: 'economy',
    title: { en: 'Economy & Investment', ar: 'الاقتصاد والاستثمار' },
    description: {
      en: 'Growth, employment, wages, agriculture, industry and investment flows that drive the regional economy.',
      ar: 'النمو والتوظيف والأجور والزراعة والصناعة وتدفقات الاستثمار التي تحرّك الاقتصاد الإقليمي.',
    },
    icon: 'trending-up',
    image: 'economy',
    indicators: 31,
    sdgCount: 6,
    color: '#9a5b13',
    bgColor: '#fbf1e3',
    samples: [
      { en: 'Gross regional product growth', ar: 'نمو الناتج المحلي الإجمالي للمنطقة' },
      { en: 'Unemployment rate', ar: 'معدل البطالة' },
      { en: 'Agricultural production value', ar: 'قيمة الإنتاج الزراعي' },
      { en: 'Average monthly wage', ar: 'متوسط الأجر الشهري' },
      { en: 'New business registrations', ar: 'المنشآت التجارية المسجلة حديثًا' },
      { en: 'Foreign direct investment', ar: 'الاستثمار الأجنبي المباشر' },
    ],
  },
  {
    id: 'infrastructure-liveability',
    title: { en: 'Infrastructure & Liveability', ar: 'البنية التحتية وجودة الحياة' },
    description: {
      en: 'Roads, utilities, housing, transport and public space that shape daily life in Hail’s towns.',
      ar: 'الطرق والمرافق والإسكان والنقل والأماكن العامة التي تشكّل الحياة اليومية في مدن حائل وبلداتها.',
    },
    icon: 'building-2',
    image: 'infrastructure',
    indicators: 19,
    sdgCount: 5,
    color: '#3b5b92',
    bgColor: '#e9eef7',
    samples: [
      { en: 'Paved road length per capita', ar: 'نصيب الفرد من أطوال الطرق المعبّدة' },
      { en: 'Households connected to piped water', ar: 'الأسر الموصولة بشبكة المياه' },
      { en: 'Housing ownership rate', ar: 'نسبة تملّك المساكن' },
      { en: 'Green space per resident', ar: 'نصيب الفرد من المساحات الخضراء' },
      { en: 'Broadband coverage', ar: 'تغطية النطاق العريض' },
    ],
  },
  {
    id: 'environment-sustainability',
    title: { en: 'Environment & Sustainability', ar: 'البيئة والاستدامة' },
    description: {
      en: 'Water, air, land and renewable energy in a desert region balancing farming and conservation.',
      ar: 'المياه والهواء والأراضي والطاقة المتجددة في منطقة صحراوية توازن بين الزراعة والمحافظة على البيئة.',
    },
    icon: 'leaf',
    image: 'environment',
    indicators: 16,
    sdgCount: 7,
    color: '#2f7a3b',
    bgColor: '#e8f4ea',
    samples: [
      { en: 'Groundwater abstraction', ar: 'سحب المياه الجوفية' },
      { en: 'Renewable energy capacity', ar: 'القدرة الإنتاجية للطاقة المتجددة' },
      { en: 'Air quality index', ar: 'مؤشر جودة الهواء' },
      { en: 'Protected area coverage', ar: 'نسبة مساحة المناطق المحمية' },
    ],
  },
  {
    id: 'governance',
    title: { en: 'Governance', ar: 'الحوكمة' },
    description: {
      en: 'Public services, digital government, budgets and transparency of regional institutions.',
      ar: 'الخدمات العامة والحكومة الرقمية والميزانيات وشفافية المؤسسات الإقليمية.',
    },
    icon: 'landmark',
    image: 'governance',
    indicators: 12,
    sdgCount: 4,
    color: '#6b3f8f',
    bgColor: '#f2ecf7',
    samples: [
      { en: 'Digital service adoption', ar: 'نسبة استخدام الخدمات الرقمية' },
      { en: 'Open datasets published', ar: 'مجموعات البيانات المفتوحة المنشورة' },
      { en: 'Municipal budget execution', ar: 'نسبة تنفيذ الميزانية البلدية' },
    ],
  },
]);
