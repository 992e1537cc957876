import { z } from 'zod';
import { defineContent, id, isoDate, localized, uniqueIds } from './schema';

/**
 * The data stories (/publications/stories/{id}): what their cards, lists and pages show of them. Each story's text
 * is content/stories/<en|ar>/{id}.md.
 */
export const Story = z.object({
  /** Also the address: /publications/stories/{id} (prerendered, see react-router.config.ts). */
  id,
  title: localized,
  description: localized,
  category: localized,
  /** Reading time in minutes. */
  readTime: z.number().int().positive(),
  publishDate: isoDate,
  views: z.number().int().nonnegative(),
  featured: z.boolean(),
  /** The thematic domain (content/domains.ts id) whose indicators the story draws on. */
  domainId: id,
  /** Ids of home headline stats (content/home.ts) shown beside the story, so each figure is written once. */
  figures: z.array(id).default([]),
});
export type Story = z.infer<typeof Story>;

export const stories = defineContent('content/stories.ts', z.array(Story).length(3).superRefine(uniqueIds), [
  {
    id: 'tourism-growth',
    title: {
      en: 'Tourism in Hail: a region on the map',
      ar: 'السياحة في حائل: منطقة تحجز مكانها على الخريطة',
    },
    description: {
      en: 'Rock art, mountains and desert festivals are bringing more visitors to Hail every year. What the numbers say about the region’s tourism economy.',
      ar: 'الفنون الصخرية والجبال والمهرجانات الصحراوية تجذب إلى حائل مزيدًا من الزوار عامًا بعد عام. فماذا تقول الأرقام عن الاقتصاد السياحي في المنطقة؟',
    },
    category: { en: 'Tourism', ar: 'السياحة' },
    readTime: 6,
    publishDate: '2025-10-12',
    views: 2_450,
    featured: true,
    domainId: 'economy',
    figures: ['tourists', 'grp-growth'],
  },
  {
    id: 'urban-development',
    title: { en: 'How Hail City is growing', ar: 'كيف تنمو مدينة حائل' },
    description: {
      en: 'Home to most of the region’s people and the largest share of its major projects, Hail City is planning for the next generation of residents.',
      ar: 'تضم مدينة حائل معظم سكان المنطقة والنصيب الأكبر من مشاريعها الكبرى، وهي تخطط اليوم للجيل القادم من سكانها.',
    },
    category: { en: 'Urban Development', ar: 'التنمية الحضرية' },
    readTime: 8,
    publishDate: '2025-08-27',
    views: 1_870,
    featured: false,
    domainId: 'infrastructure-liveability',
    figures: ['population'],
  },
  {
    id: 'renewable-energy',
    title: {
      en: 'Sun, wind and water: Hail’s energy transition',
      ar: 'الشمس والرياح والمياه: تحوّل حائل في مجال الطاقة',
    },
    description: {
      en: 'A high, sunny plateau with strong winds, Hail is well placed for renewable energy, and for using water more carefully.',
      ar: 'بهضبتها المرتفعة المشمسة ورياحها القوية، تحظى حائل بموقع مثالي للطاقة المتجددة، ولاستخدام المياه بعناية أكبر.',
    },
    category: { en: 'Environment', ar: 'البيئة' },
    readTime: 5,
    publishDate: '2025-06-18',
    views: 1_320,
    featured: false,
    domainId: 'environment-sustainability',
  },
]);
