import type { Block } from '@content/learn';
import { plainText } from './rich-text';
import type { Localized } from '@content/schema';
import { foldText, type FaqEntry } from './faq-match';

export { foldText, matchingQuestions, type FaqEntry } from './faq-match';

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

export type FaqQuestion = { id: string; question: Localized; answer: Block[] };

/** Each question with everything it says, question and answer, in both languages, folded once. */
export function faqEntries(questions: readonly FaqQuestion[]): FaqEntry[] {
  return questions.map((q) => ({
    id: q.id,
    text: foldText([q.question.en, q.question.ar, ...q.answer.flatMap(blockTexts)].join(' ')),
  }));
}
