import { z } from 'zod';
import { domains } from './domains';
import { defineContent, id, localized, uniqueIds } from './schema';

/**
 * The indicator framework behind the Data & Indicators page. Totals (indicators, SDG-aligned indicators,
 * domains) are not written here: they are summed from content/domains.ts.
 */
const domainIds = new Set(domains.map((d) => d.id));
const domainRef = id.refine((value) => domainIds.has(value), { message: 'unknown domain id' });

const SdgGoal = z.object({
  /** The UN goal number, 1–17. */
  number: z.number().int().min(1).max(17),
  title: localized,
  /** The goal's official colour (UN SDG communications guidelines). */
  color: z.string().regex(/^#[0-9a-f]{6}$/),
});

const CpiDimension = z.object({
  id,
  title: localized,
  description: localized,
  /** Domains whose indicators feed this dimension. */
  domainIds: z.array(domainRef).min(1),
});
export type CpiDimension = z.infer<typeof CpiDimension>;

const Indicators = z.object({
  hero: z.object({ title: localized, lead: localized }),
  /** Length of the longest indicator series, in years. */
  yearsOfData: z.number().int().positive(),
  sdg: z.object({
    title: localized,
    description: localized,
    /** All seventeen goals, in order. */
    goals: z
      .array(SdgGoal)
      .length(17)
      .refine((goals) => goals.every((g, i) => g.number === i + 1), 'the goals 1 to 17, in order'),
    /** SDG goals each domain's aligned indicators report on. */
    goalsByDomain: z.array(
      z.object({ domainId: domainRef, goals: z.array(z.number().int().min(1).max(17)).min(1) }),
    ),
  }),
  cpi: z.object({
    title: localized,
    description: localized,
    /** The six dimensions of the UN-Habitat City Prosperity Index, in UN-Habitat's order. */
    dimensions: z.array(CpiDimension).length(6).superRefine(uniqueIds),
  }),
});

export const indicators = defineContent('content/indicators.ts', Indicators, {
  hero: {
    title: { en: 'Data & Indicators', ar: 'البيانات والمؤشرات' },
    lead: {
      en: 'Regional indicators for Hail in five thematic domains, aligned with the UN Sustainable Development Goals and the UN-Habitat City Prosperity Index.',
      ar: 'مؤشرات إقليمية لمنطقة حائل في خمسة مجالات موضوعية، متوافقة مع أهداف الأمم المتحدة للتنمية المستدامة ومؤشر ازدهار المدن لبرنامج الأمم المتحدة للمستوطنات البشرية.',
    },
  },
  yearsOfData: 15,
  sdg: {
    title: { en: 'SDG Dashboard', ar: 'لوحة معلومات أهداف التنمية المستدامة' },
    description: {
      en: 'How many indicators in each domain report on a target of the UN Sustainable Development Goals, and which goals they serve.',
      ar: 'عدد المؤشرات في كل مجال التي ترصد غاية من غايات أهداف الأمم المتحدة للتنمية المستدامة، والأهداف التي تخدمها.',
    },
    goals: [
      { number: 1, title: { en: 'No Poverty', ar: 'القضاء على الفقر' }, color: '#e5243b' },
      { number: 2, title: { en: 'Zero Hunger', ar: 'القضاء التام على الجوع' }, color: '#dda63a' },
      {
        number: 3,
        title: { en: 'Good Health and Well-being', ar: 'الصحة الجيدة والرفاه' },
        color: '#4c9f38',
      },
      { number: 4, title: { en: 'Quality Education', ar: 'التعليم الجيد' }, color: '#c5192d' },
      { number: 5, title: { en: 'Gender Equality', ar: 'المساواة بين الجنسين' }, color: '#ff3a21' },
      {
        number: 6,
        title: { en: 'Clean Water and Sanitation', ar: 'المياه النظيفة والنظافة الصحية' },
        color: '#26bde2',
      },
      {
        number: 7,
        title: { en: 'Affordable and Clean Energy', ar: 'طاقة نظيفة وبأسعار معقولة' },
        color: '#fcc30b',
      },
      {
        number: 8,
        title: { en: 'Decent Work and Economic Growth', ar: 'العمل اللائق ونمو الاقتصاد' },
        color: '#a21942',
      },
      {
        number: 9,
        title: { en: 'Industry, Innovation and Infrastructure', ar: 'الصناعة والابتكار والهياكل الأساسية' },
        color: '#fd6925',
      },
      {
        number: 10,
        title: { en: 'Reduced Inequalities', ar: 'الحد من أوجه عدم المساواة' },
        color: '#dd1367',
      },
      {
        number: 11,
        title: { en: 'Sustainable Cities and Communities', ar: 'مدن ومجتمعات محلية مستدامة' },
        color: '#fd9d24',
      },
      {
        number: 12,
        title: { en: 'Responsible Consumption and Production', ar: 'الاستهلاك والإنتاج المسؤولان' },
        color: '#bf8b2e',
      },
      { number: 13, title: { en: 'Climate Action', ar: 'العمل المناخي' }, color: '#3f7e44' },
      { number: 14, title: { en: 'Life Below Water', ar: 'الحياة تحت الماء' }, color: '#0a97d9' },
      { number: 15, title: { en: 'Life on Land', ar: 'الحياة في البر' }, color: '#56c02b' },
      {
        number: 16,
        title: { en: 'Peace, Justice and Strong Institutions', ar: 'السلام والعدل والمؤسسات القوية' },
        color: '#00689d',
      },
      {
        number: 17,
        title: { en: 'Partnerships for the Goals', ar: 'عقد الشراكات لتحقيق الأهداف' },
        color: '#19486a',
      },
    ],
    goalsByDomain: [
      { domainId: 'people-society', goals: [3, 4, 5] },
      { domainId: 'economy', goals: [2, 8, 9] },
      { domainId: 'infrastructure-liveability', goals: [6, 9, 11] },
      { domainId: 'environment-sustainability', goals: [6, 7, 13, 15] },
      { domainId: 'governance', goals: [16, 17] },
    ],
  },
  cpi: {
    title: { en: 'City Prosperity Index', ar: 'مؤشر ازدهار المدن' },
    description: {
      en: 'The UN-Habitat City Prosperity Index measures prosperity in six dimensions. Our domains supply the indicators for each of them; the scores below are computed from those indicators for the region and each governorate.',
      ar: 'يقيس مؤشر ازدهار المدن لبرنامج الأمم المتحدة للمستوطنات البشرية الازدهار في ستة أبعاد، وتوفّر مجالاتنا المؤشرات اللازمة لكل منها؛ والدرجات أدناه محسوبة من هذه المؤشرات للمنطقة ولكل محافظة.',
    },
    dimensions: [
      {
        id: 'productivity',
        title: { en: 'Productivity', ar: 'الإنتاجية' },
        description: {
          en: 'Economic strength, employment and the output of the local economy.',
          ar: 'القوة الاقتصادية والتوظيف وناتج الاقتصاد المحلي.',
        },
        domainIds: ['economy'],
      },
      {
        id: 'infrastructure-development',
        title: { en: 'Infrastructure Development', ar: 'تطوير البنية التحتية' },
        description: {
          en: 'Housing, water, energy, transport and digital connections.',
          ar: 'الإسكان والمياه والطاقة والنقل والاتصال الرقمي.',
        },
        domainIds: ['infrastructure-liveability'],
      },
      {
        id: 'quality-of-life',
        title: { en: 'Quality of Life', ar: 'جودة الحياة' },
        description: {
          en: 'Health, education, safety and public space.',
          ar: 'الصحة والتعليم والسلامة والأماكن العامة.',
        },
        domainIds: ['people-society', 'infrastructure-liveability'],
      },
      {
        id: 'equity-social-inclusion',
        title: { en: 'Equity & Social Inclusion', ar: 'الإنصاف والشمول الاجتماعي' },
        description: {
          en: 'How fairly income, opportunity and services are shared, including between women and men.',
          ar: 'مدى عدالة توزيع الدخل والفرص والخدمات، بما في ذلك بين النساء والرجال.',
        },
        domainIds: ['people-society', 'economy'],
      },
      {
        id: 'environmental-sustainability',
        title: { en: 'Environmental Sustainability', ar: 'الاستدامة البيئية' },
        description: {
          en: 'Air quality, water use, waste and renewable energy.',
          ar: 'جودة الهواء واستخدام المياه والنفايات والطاقة المتجددة.',
        },
        domainIds: ['environment-sustainability'],
      },
      {
        id: 'governance-legislation',
        title: { en: 'Governance & Legislation', ar: 'الحوكمة والتشريعات' },
        description: {
          en: 'Participation, accountability, public finances and institutional capacity.',
          ar: 'المشاركة والمساءلة والمالية العامة والقدرات المؤسسية.',
        },
        domainIds: ['governance'],
      },
    ],
  },
});
