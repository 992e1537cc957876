import { describe, expect, it } from 'vitest';
import { glossaryTerm, guide, question, storyText } from '../../content/collections.ts';
import { contentFiles } from './content-files.ts';

const collections = { guides: guide, glossary: glossaryTerm, faq: question, stories: storyText };
/** The addresses an entry links to: its frontmatter's links and its text's [label](address). */
const addresses = (entry: { data: unknown; body: string }) =>
  [
    ...((entry.data as { links?: { href: string }[] }).links ?? []).map((l) => l.href),
    ...[...entry.body.matchAll(/\]\(([^)\s]+)\)/g)].map((m) => m[1]!),
  ].toSorted();

describe.each(Object.entries(collections))('content/%s', (collection, schema) => {
  const en = contentFiles(collection, 'en', schema);
  const ar = contentFiles(collection, 'ar', schema);

  it('has every entry in English and in Arabic, each file as its schema says', () => {
    expect(en.length).toBeGreaterThan(0);
    expect(ar.map((e) => e.id)).toEqual(en.map((e) => e.id));
  });

  it('links to the same addresses in both languages', () => {
    for (const entry of en) {
      const other = ar.find((e) => e.id === entry.id)!;
      expect(addresses(other), `${collection}/ar/${entry.id}`).toEqual(addresses(entry));
    }
  });
});

describe('content files', () => {
  it('name the file and field of a bad frontmatter', () => {
    expect(() => contentFiles('faq', 'en', guide)).toThrow(/content\/faq\/en\/\S+\.mdx: title: /);
  });
});
