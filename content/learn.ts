import { z } from 'zod';
import { defineContent, localized, uniqueIds } from './schema';

/**
 * The Learning Centre (/participate/learn): its heading, the glossary's, and how the catalogue's licences are
 * named. The guides themselves are content/guides/<en|ar>/<id>.mdx and the glossary's terms
 * content/glossary/<en|ar>/<id>.mdx (content/collections.ts). Every statement in them was checked against the
 * portal itself; when a feature changes, change its guide.
 */
const Learn = z.object({
  hero: z.object({ title: localized, lead: localized }),
  glossary: z.object({ title: localized, lead: localized }),
  /** How the licences the catalogue uses are named and where their text is read, per language. */
  licences: z
    .array(z.object({ id: z.string().min(1), name: localized, deed: z.object({ en: z.url(), ar: z.url() }) }))
    .min(1)
    .superRefine(uniqueIds),
});

export const learn = defineContent('content/learn.ts', Learn, {
  hero: {
    title: { en: 'Learning Centre', ar: 'مركز التعلّم' },
    lead: {
      en: 'Short guides to finding, reading, downloading, citing and reusing the portal’s data, and a glossary of the terms you meet on it.',
      ar: 'أدلة موجزة للعثور على بيانات المنصة وقراءتها وتنزيلها والاستشهاد بها وإعادة استخدامها، ومسرد بالمصطلحات التي ستصادفها فيها.',
    },
  },
  glossary: {
    title: { en: 'Glossary', ar: 'مسرد المصطلحات' },
    lead: {
      en: 'The terms you meet on the portal, in plain words.',
      ar: 'المصطلحات التي تصادفها في المنصة، بعبارات واضحة.',
    },
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
