import { z } from 'zod';
import { support } from './support';

/**
 * The frontmatter of the long-form content, one Markdown or MDX file per entry and language
 * (`content/<collection>/<en|ar>/<id>.mdx`; app/content.config.ts loads them as Astro content collections). The
 * English and Arabic files of an entry carry the same id and link to the same addresses (content/collections.test.ts).
 * Their text is MDX: Markdown's [label](address) links and `code`, and the components of
 * app/layouts/guide/ (<Note>, <Terms>, <Code>…). An address is a page of the portal in English
 * (/data/catalogue, with ?query and #anchor if needed: the Arabic page links to its own), a file or API address
 * (/downloads/…, /api/…), an anchor of the same page (#citing), or an https:// URL.
 */
const text = z.string().trim().min(1);
const address = z.string().regex(/^(#[a-z0-9-]+|\/[a-z0-9\-_/.]*(\?[^#\s]*)?(#[a-z0-9-]+)?|https:\/\/\S+)$/);

/** A guide of the Learning Centre (/participate/learn#<id>), its body the guide itself. */
export const guide = z
  .object({
    title: text,
    summary: text,
    /** Its place in the Learning Centre, from 1. */
    order: z.number().int().positive(),
    /** The links at its end ("Go further"). */
    links: z.array(z.object({ label: text, href: address }).strict()).min(1),
  })
  .strict();

/** A term of the Learning Centre's glossary (/participate/learn#term-<id>), its body the definition. */
export const glossaryTerm = z.object({ term: text }).strict();

/** A frequently asked question of the Support page (/participate/support#faq-<id>), its body the answer. */
export const question = z
  .object({
    question: text,
    /** The group it is listed in (content/support.ts). */
    group: z.enum(support.faq.groups.map((g) => g.id) as [string, ...string[]]),
    /** Its place in its group, from 1. */
    order: z.number().int().positive(),
  })
  .strict();

/** The text of a data story of content/stories.ts (the same id), which holds its title and figures. */
export const storyText = z.object({}).strict();
