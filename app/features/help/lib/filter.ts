import type { Block } from '@content/learn';
import { plainText } from './rich-text';
import type { Localized } from '@content/schema';
import { normalizeSearchText, searchTerms } from '@core/catalogue/search-text';

/** Every text a block shows, in both languages, without its marks. */
export function blockTexts(block: Block): string[] {
  const both = (text: Localized) => [plainText(text.en), plainText(text.ar)];
  switch (block.type) {
    case 'text':
    case 'note':
    case 'pattern':
      return both(block.text);
    case 'steps':
    case 'list':
      return block.items.flatMap(both);
    case 'terms':
      return block.items.flatMap((item) => [...both(item.term), ...both(item.text)]);
    case 'code':
      return [
        ...both(block.label),
        ...(typeof block.code === 'string' ? [block.code] : [block.code.en, block.code.ar]),
      ];
    case 'citation':
      return both(block.accessed);
    case 'licences':
      return [];
  }
}

/**
 * The form the FAQ search compares in: the catalogue search's normal form (case, Arabic hamza and alef forms,
 * taa marbuta, alef maqsura, diacritics and tatweel folded), with punctuation and symbols read as spaces, so
 * that “licence?”, «النشرة» and package_search match licence, النشره and “package search”.
 */
export const foldText = (text: string) => normalizeSearchText(text.replace(/[\p{P}\p{S}]+/gu, ' '));

export type FaqQuestion = { id: string; question: Localized; answer: Block[] };
export type FaqEntry = { id: string; text: string };

/** Each question with everything it says, question and answer, in both languages, folded once. */
export function faqEntries(questions: readonly FaqQuestion[]): FaqEntry[] {
  return questions.map((q) => ({
    id: q.id,
    text: foldText([q.question.en, q.question.ar, ...q.answer.flatMap(blockTexts)].join(' ')),
  }));
}

/**
 * The ids of the questions in which every word of `query` appears (in either language, as a word or part of
 * one), in their order; null when the query has no words, meaning every question.
 */
export function matchingQuestions(entries: readonly FaqEntry[], query: string): string[] | null {
  const terms = searchTerms(foldText(query));
  if (!terms.length) return null;
  return entries.filter((e) => terms.every((term) => e.text.includes(term))).map((e) => e.id);
}
