import { parseRichText, plainText } from './rich-text';
import { support } from '@content/support';
import { describe, expect, it } from 'vitest';
import { faqEntries, foldText, matchingQuestions, type FaqQuestion } from './filter';

const q = (id: string, en: string, ar: string, answer: FaqQuestion['answer'] = []): FaqQuestion => ({
  id,
  question: { en, ar },
  answer,
});
const entries = faqEntries([
  q('report-error', 'How do I report an error?', 'كيف أُبلغ عن خطأ؟', [
    {
      type: 'text',
      text: {
        en: 'Use the [feedback form](/participate/feedback).',
        ar: 'استخدم [نموذج الملاحظات](/participate/feedback).',
      },
    },
  ]),
  q('newsletter', 'How do I stop the newsletter?', 'كيف أُلغي اشتراكي في النشرة البريدية؟', [
    {
      type: 'list',
      items: [
        { en: 'Open `package_search`.', ar: 'افتح `package_search`.' },
        { en: 'Two', ar: 'اثنان' },
      ],
    },
  ]),
  q('languages', 'Is it in Arabic and English?', 'هل المحتوى بالعربية والإنجليزية؟'),
]);

describe('matchingQuestions', () => {
  it('keeps every question for an empty or blank query', () => {
    expect(matchingQuestions(entries, '')).toBeNull();
    expect(matchingQuestions(entries, '  ، ? ')).toBeNull();
  });

  it('finds a word in either language, whatever the page', () => {
    expect(matchingQuestions(entries, 'newsletter')).toEqual(['newsletter']);
    expect(matchingQuestions(entries, 'النشرة')).toEqual(['newsletter']);
  });

  it('ignores case, hamza and alef forms, taa marbuta, diacritics and tatweel', () => {
    expect(matchingQuestions(entries, 'ابلغ')).toEqual(['report-error']);
    expect(matchingQuestions(entries, 'الغي')).toEqual(['newsletter']);
    expect(matchingQuestions(entries, 'النشره')).toEqual(['newsletter']);
    expect(matchingQuestions(entries, 'الإنـجـلـيـزيّة')).toEqual(['languages']);
    expect(matchingQuestions(entries, 'ERROR')).toEqual(['report-error']);
  });

  it('reads the answer, links and code included, and ignores punctuation', () => {
    expect(matchingQuestions(entries, 'feedback form')).toEqual(['report-error']);
    expect(matchingQuestions(entries, 'package_search')).toEqual(['newsletter']);
    expect(matchingQuestions(entries, '«error?»')).toEqual(['report-error']);
  });

  it('needs every word, each as a word or the start or part of one', () => {
    expect(matchingQuestions(entries, 'how newsletter')).toEqual(['newsletter']);
    expect(matchingQuestions(entries, 'news')).toEqual(['newsletter']);
    expect(matchingQuestions(entries, 'newsletter error')).toEqual([]);
    expect(matchingQuestions(entries, 'zzz')).toEqual([]);
  });

  it('finds the Support page’s own questions by words written without hamza', () => {
    const all = faqEntries(support.faq.groups.flatMap((g) => g.questions));
    expect(matchingQuestions(all, 'ابلغ')).toEqual(['report-error']);
    expect(matchingQuestions(all, 'اشتراكي')).toEqual(['newsletter']);
    expect(all.length).toBeGreaterThanOrEqual(10);
  });
});

describe('foldText', () => {
  it('reads punctuation and symbols as spaces', () => {
    expect(foldText('«الترخيص»، CC-BY 4.0?')).toBe('الترخيص cc by 4 0');
  });
});

describe('content marks', () => {
  it('splits links and code from the text', () => {
    expect(parseRichText('See [the API](/participate/api), or `curl`.')).toEqual([
      { kind: 'text', text: 'See ' },
      { kind: 'link', text: 'the API', href: '/participate/api' },
      { kind: 'text', text: ', or ' },
      { kind: 'code', text: 'curl' },
      { kind: 'text', text: '.' },
    ]);
    expect(plainText('See [the API](/participate/api).')).toBe('See the API.');
  });
});
