import { z } from 'zod';
import { defineContent, href, id, localized } from './schema';

const link = z.object({ name: localized, href });

const Site = z.object({
  /**
   * The portal's public address, for links that must be absolute (hreflang alternates, sitemap, DCAT, JSON-LD,
   * citations): SITE_URL at build time, else http://localhost:3000, where `npm start` serves it.
   */
  url: z.url().regex(/^https?:\/\/[^/]+$/, 'must be an origin such as https://hailhub.sa (no path)'),
  name: localized,
  shortName: localized,
  authority: localized,
  tagline: localized,
  description: localized,
  nav: z.array(z.object({ id, label: localized, href })).length(6),
  footerGroups: z.array(z.object({ id, title: localized, links: z.array(link).min(1) })).length(4),
  contact: z.object({
    email: z.email(),
    phone: z.string().regex(/^\+[0-9 ]+$/, 'must be an international number such as +966 16 532 0000'),
    address: localized,
    hours: localized,
  }),
  standards: z.array(z.object({ id, label: localized, description: localized })).length(3),
  social: z
    .array(
      z.object({
        id: z.enum(['x', 'linkedin', 'youtube', 'instagram']),
        name: localized,
        /** Left empty until the authority publishes the account; the button then shows as unavailable. */
        href: z.url().optional(),
      }),
    )
    .length(4),
  copyrightYear: z.number().int(),
  vision2030: localized,
});

export const site = defineContent('content/site.ts', Site, {
  url: process.env.SITE_URL ?? 'http://localhost:3000',
  name: { en: 'Hail Regional Data Hub', ar: 'منصة بيانات منطقة حائل' },
  shortName: { en: 'Hail Data Hub', ar: 'منصة بيانات حائل' },
  authority: { en: 'Hail Region Development Authority', ar: 'هيئة تطوير منطقة حائل' },
  tagline: { en: 'Open data for a thriving region', ar: 'بيانات مفتوحة لمنطقة مزدهرة' },
  description: {
    en: 'The open-data portal of the Hail Region Development Authority: regional indicators, dashboards, maps, datasets and publications for policymakers, researchers, investors and citizens.',
    ar: 'منصة البيانات المفتوحة لهيئة تطوير منطقة حائل: مؤشرات إقليمية ولوحات معلومات وخرائط ومجموعات بيانات وإصدارات لصنّاع القرار والباحثين والمستثمرين والمواطنين.',
  },
  nav: [
    { id: 'home', label: { en: 'Home', ar: 'الرئيسية' }, href: '/' },
    { id: 'about', label: { en: 'About', ar: 'عن المنطقة' }, href: '/about' },
    { id: 'data', label: { en: 'Data & Indicators', ar: 'البيانات والمؤشرات' }, href: '/data' },
    { id: 'tools', label: { en: 'Interactive Tools', ar: 'الأدوات التفاعلية' }, href: '/tools' },
    { id: 'publications', label: { en: 'Publications', ar: 'الإصدارات' }, href: '/publications' },
    { id: 'participate', label: { en: 'Participate', ar: 'شارك' }, href: '/participate' },
  ],
  footerGroups: [
    {
      id: 'data-analytics',
      title: { en: 'Data & Analytics', ar: 'البيانات والتحليلات' },
      links: [
        { name: { en: 'Data Catalogue', ar: 'فهرس البيانات' }, href: '/data/catalogue' },
        { name: { en: 'Dashboards', ar: 'لوحات المعلومات' }, href: '/tools/dashboards' },
        { name: { en: 'GIS Hub', ar: 'منصة نظم المعلومات الجغرافية' }, href: '/tools/gis' },
        { name: { en: 'Regional Observatory', ar: 'المرصد الإقليمي' }, href: '/tools/observatory' },
      ],
    },
    {
      id: 'resources',
      title: { en: 'Resources', ar: 'المصادر' },
      links: [
        { name: { en: 'Publications', ar: 'الإصدارات' }, href: '/publications' },
        { name: { en: 'Data Stories', ar: 'قصص البيانات' }, href: '/publications/stories' },
        { name: { en: 'API Access', ar: 'واجهة برمجة التطبيقات (API)' }, href: '/participate/api' },
        { name: { en: 'Learning Centre', ar: 'مركز التعلّم' }, href: '/participate/learn' },
      ],
    },
    {
      id: 'about',
      title: { en: 'About', ar: 'من نحن' },
      links: [
        { name: { en: 'About Hail', ar: 'عن حائل' }, href: '/about' },
        { name: { en: 'Mission & Vision', ar: 'الرسالة والرؤية' }, href: '/about/mission' },
        { name: { en: 'Data Governance', ar: 'حوكمة البيانات' }, href: '/about/governance' },
        { name: { en: 'Contact Us', ar: 'تواصل معنا' }, href: '/about/contact' },
      ],
    },
    {
      id: 'connect',
      title: { en: 'Connect', ar: 'تواصل' },
      links: [
        { name: { en: 'Community', ar: 'المجتمع' }, href: '/participate/community' },
        { name: { en: 'Support', ar: 'الدعم' }, href: '/participate/support' },
        { name: { en: 'Feedback', ar: 'الملاحظات والمقترحات' }, href: '/participate/feedback' },
        { name: { en: 'Newsletter', ar: 'النشرة البريدية' }, href: '/participate/newsletter' },
      ],
    },
  ],
  contact: {
    email: 'opendata@hailhub.sa',
    phone: '+966 16 532 0000',
    address: {
      en: 'King Abdulaziz Road, Al Muntazah District, Hail 55421, Saudi Arabia',
      ar: 'طريق الملك عبدالعزيز، حي المنتزه، حائل 55421، المملكة العربية السعودية',
    },
    hours: { en: 'Sunday to Thursday, 8:00 to 15:00', ar: 'من الأحد إلى الخميس، من 8:00 إلى 15:00' },
  },
  standards: [
    {
      id: 'un-sdgs',
      label: { en: 'UN SDGs', ar: 'أهداف التنمية المستدامة' },
      description: {
        en: 'Indicators aligned with the UN Sustainable Development Goals',
        ar: 'مؤشرات متوافقة مع أهداف الأمم المتحدة للتنمية المستدامة',
      },
    },
    {
      id: 'un-habitat-cpi',
      label: { en: 'UN-Habitat CPI', ar: 'مؤشر ازدهار المدن' },
      description: {
        en: 'Measured with the UN-Habitat City Prosperity Index framework',
        ar: 'تُقاس وفق إطار مؤشر ازدهار المدن لبرنامج الأمم المتحدة للمستوطنات البشرية',
      },
    },
    {
      id: 'ndmo',
      label: { en: 'NDMO Compliant', ar: 'ملتزمة بمعايير مكتب إدارة البيانات الوطنية' },
      description: {
        en: 'Follows the National Data Management Office open-data standards',
        ar: 'تلتزم بمعايير البيانات المفتوحة الصادرة عن مكتب إدارة البيانات الوطنية',
      },
    },
  ],
  social: [
    { id: 'x', name: { en: 'X (Twitter)', ar: 'إكس (تويتر)' } },
    { id: 'linkedin', name: { en: 'LinkedIn', ar: 'لينكدإن' } },
    { id: 'youtube', name: { en: 'YouTube', ar: 'يوتيوب' } },
    { id: 'instagram', name: { en: 'Instagram', ar: 'إنستغرام' } },
  ],
  copyrightYear: 2024,
  vision2030: { en: 'Aligned with Saudi Vision 2030', ar: 'بما يتوافق مع رؤية المملكة 2030' },
});
