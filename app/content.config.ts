import { defineCollection } from 'astro:content';
import { glob } from 'astro/loaders';
import { glossaryTerm, guide, question, storyText } from '@content/collections';

/** The long-form content: `content/<collection>/<en|ar>/<id>.md(x)`, with the schemas of content/collections.ts. */
const files = (collection: string) => glob({ pattern: '*/*.{md,mdx}', base: `./content/${collection}` });

export const collections = {
  guides: defineCollection({ loader: files('guides'), schema: guide }),
  glossary: defineCollection({ loader: files('glossary'), schema: glossaryTerm }),
  faq: defineCollection({ loader: files('faq'), schema: question }),
  stories: defineCollection({ loader: files('stories'), schema: storyText }),
};
