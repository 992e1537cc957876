import { z } from 'zod';
import { defineContent, id, isoDate, localized, uniqueIds } from './schema';

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
  body: z.array(localized).min(2),
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
    body: [
      {
        en: 'More visitors come to Hail every year. Many come for the rock art of Jubbah and Shuwaymis, listed by UNESCO as a World Heritage Site, for the granite peaks of Aja and Salma, and for winter events in the desert.',
        ar: 'يتزايد عدد زوار حائل عامًا بعد عام، ويأتي كثير منهم لمشاهدة الفنون الصخرية في جبة والشويمس المسجلة في قائمة التراث العالمي لليونسكو، وقمم أجا وسلمى الجرانيتية، والفعاليات الشتوية في الصحراء.',
      },
      {
        en: 'The growth reaches beyond the regional capital: guest houses, guides, craft sellers and restaurants in the smaller governorates now serve visitors who used to pass through on the way to somewhere else.',
        ar: 'ويمتد هذا النمو إلى ما هو أبعد من عاصمة المنطقة؛ إذ باتت بيوت الضيافة والمرشدون السياحيون وباعة الحرف اليدوية والمطاعم في المحافظات الأصغر تخدم زوارًا كانوا في السابق يمرّون بها في طريقهم إلى وجهات أخرى.',
      },
      {
        en: 'The next step is to measure the visitor economy as carefully as the rest of the economy: where visitors stay, how long, and how much of what they spend stays in the region. The Economy & Investment domain brings these indicators together as they are published.',
        ar: 'والخطوة التالية هي قياس اقتصاد الزوار بالدقة نفسها التي يُقاس بها سائر الاقتصاد: أين يقيم الزوار، وكم تطول إقامتهم، وكم مما ينفقونه يبقى داخل المنطقة. ويجمع مجال الاقتصاد والاستثمار هذه المؤشرات فور نشرها.',
      },
    ],
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
    body: [
      {
        en: 'Most of the region’s residents live in Hail City governorate, and most of the region’s major projects are under way there. Roads, housing, water networks and public space all have to keep pace with a growing population.',
        ar: 'يقيم معظم سكان المنطقة في محافظة حائل، وفيها تُنفَّذ معظم المشاريع الكبرى في المنطقة. ولا بد أن تواكب الطرق والمساكن وشبكات المياه والأماكن العامة النمو المتواصل في عدد السكان.',
      },
      {
        en: 'Planning well means knowing where people live and how they move. The authority publishes road, land-use and service data so that planners, developers and residents work from the same picture of the city.',
        ar: 'والتخطيط السليم يتطلب معرفة أماكن سكن الناس وطرق تنقّلهم؛ لذلك تنشر الهيئة بيانات الطرق واستخدامات الأراضي والخدمات، ليعمل المخططون والمطورون والسكان انطلاقًا من صورة واحدة للمدينة.',
      },
      {
        en: 'Growth is not only in the capital. Samira and Ash Shinan are growing fast too, and their major projects connect farms, towns and new services to the regional road network. The Infrastructure & Liveability domain follows these changes governorate by governorate.',
        ar: 'ولا يقتصر النمو على العاصمة؛ فسميراء والشنان تنموان بسرعة أيضًا، وتربط مشاريعهما الكبرى المزارع والبلدات والخدمات الجديدة بشبكة الطرق الإقليمية. ويتابع مجال البنية التحتية وجودة الحياة هذه التحولات محافظةً تلو الأخرى.',
      },
    ],
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
    body: [
      {
        en: 'Long hours of sunshine, open land and steady winds make the Hail region a natural place for solar and wind power, in line with the Kingdom’s goal of generating half of its electricity from renewable sources by 2030.',
        ar: 'تجعل ساعات السطوع الشمسي الطويلة والأراضي المفتوحة والرياح المنتظمة من منطقة حائل موقعًا طبيعيًا لتوليد الطاقة الشمسية وطاقة الرياح، انسجامًا مع مستهدف المملكة بتوليد نصف احتياجاتها من الكهرباء من مصادر متجددة بحلول عام 2030.',
      },
      {
        en: 'Energy and water are closely linked here. Farms draw on deep aquifers, and pumping that water takes energy. Solar pumping and more efficient irrigation can cut both costs and groundwater use.',
        ar: 'وترتبط الطاقة والمياه هنا ارتباطًا وثيقًا؛ إذ تعتمد المزارع على طبقات المياه الجوفية العميقة، ويستهلك ضخ هذه المياه طاقة. ويمكن للضخ بالطاقة الشمسية والري الأكثر كفاءة أن يخفّضا التكاليف واستهلاك المياه الجوفية معًا.',
      },
      {
        en: 'The Environment & Sustainability domain tracks renewable capacity, groundwater abstraction and air quality, so that the transition can be followed with evidence rather than promises.',
        ar: 'ويرصد مجال البيئة والاستدامة القدرة الإنتاجية للطاقة المتجددة وسحب المياه الجوفية وجودة الهواء، لتُتابَع مسيرة التحول بالأدلة لا بالوعود.',
      },
    ],
  },
]);
