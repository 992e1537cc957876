import { describe, expect, it } from 'vitest';
import { faqEntries, foldText, matchingQuestions } from './filter';

// The questions as the English and the Arabic page show them (./filter.ts's questionsOf, e2e/help.spec.ts)
const entries = faqEntries([
  { id: 'report-error', texts: ['How do I report an error?', 'Use the ', 'feedback form', '.'] },
  { id: 'newsletter', texts: ['How do I stop the newsletter?', 'Open ', 'package_search', '.', 'Two'] },
  { id: 'languages', texts: ['Is it in Arabic and English?'] },
  { id: 'report-error', texts: ['كيف أُبلغ عن خطأ؟', 'استخدم ', 'نموذج الملاحظات', '.'] },
  { id: 'newsletter', texts: ['كيف أُلغي اشتراكي في النشرة البريدية؟', 'الإلغاء', 'افتح الرابط'] },
  { id: 'languages', texts: ['هل المحتوى بالعربية والإنجليزية؟'] },
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

  it('has each question once, with its texts in both languages, each text apart', () => {
    expect(entries.map((e) => e.id)).toEqual(['report-error', 'newsletter', 'languages']);
    expect(entries[1]!.text).toContain('two كيف');
    expect(entries[1]!.text).toContain('الالغاء افتح');
  });
});

describe('foldText', () => {
  it('reads punctuation and symbols as spaces', () => {
    expect(foldText('«الترخيص»، CC-BY 4.0?')).toBe('الترخيص cc by 4 0');
  });
});
