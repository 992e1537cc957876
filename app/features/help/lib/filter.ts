import { foldText, type FaqEntry } from './faq-match';

export { foldText, matchingQuestions, type FaqEntry } from './faq-match';

/** A question as a page shows it: its id and its texts (question and answer), in one language or more. */
export type FaqTexts = { id: string; texts: string[] };

/**
 * Each question with everything it says, question and answer, in every language given (the same id once per
 * language), folded once, in the order first given.
 */
export function faqEntries(questions: readonly FaqTexts[]): FaqEntry[] {
  const texts = new Map<string, string[]>();
  for (const q of questions) texts.set(q.id, [...(texts.get(q.id) ?? []), ...q.texts]);
  return [...texts].map(([id, all]) => ({ id, text: foldText(all.join(' ')) }));
}

/**
 * The questions of the FAQ list `list` of a page (`document`, or another language's page read with DOMParser):
 * each <details id="faq-…"> with its summary and answer, without the link to the question itself.
 */
export function questionsOf(document: Document, list: string): FaqTexts[] {
  return [...document.querySelectorAll<HTMLElement>(`#${list} details[id^="faq-"]`)].map((details) => {
    const copy = details.cloneNode(true) as HTMLElement;
    copy.querySelectorAll('[data-self-link]').forEach((e) => e.remove());
    // Text by text, so that the words of two elements (a term and its text) stay apart
    const walker = document.createTreeWalker(copy, NodeFilter.SHOW_TEXT);
    const texts: string[] = [];
    while (walker.nextNode()) texts.push(walker.currentNode.nodeValue ?? '');
    return { id: details.id.slice(4), texts };
  });
}
