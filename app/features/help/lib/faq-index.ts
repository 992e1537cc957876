import { support } from '@content/support';
import { faqEntries } from './filter';

/**
 * What the FAQ search looks in: every question and answer in both languages, folded once. Its own module, which
 * the search loads when it is about to be used: the page itself shows the questions from its HTML.
 */
export const entries = faqEntries(support.faq.groups.flatMap((g) => g.questions));
