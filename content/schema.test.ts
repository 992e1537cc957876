import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineContent, localized, uniqueIds } from './schema';

describe('defineContent', () => {
  const schema = z
    .array(z.object({ id: z.string(), title: localized, count: z.number() }))
    .superRefine(uniqueIds);

  it('returns valid content unchanged', () => {
    const data = [{ id: 'a', title: { en: 'A', ar: 'أ' }, count: 1 }];
    expect(defineContent('content/x.ts', schema, data)).toEqual(data);
  });

  it('names the file and the field of a bad edit', () => {
    expect(() =>
      defineContent('content/x.ts', schema, [{ id: 'a', title: { en: 'A', ar: 'أ' }, count: '3' as never }]),
    ).toThrow(/content\/x\.ts: \[0\]\.count: .*expected number/);
    expect(() =>
      defineContent('content/x.ts', schema, [{ id: 'a', title: { en: ' ', ar: 'أ' }, count: 1 }]),
    ).toThrow(/\[0\]\.title\.en/);
  });

  it('requires the Arabic text', () => {
    expect(() =>
      defineContent('content/x.ts', schema, [{ id: 'a', title: { en: 'A' } as never, count: 1 }]),
    ).toThrow(/content\/x\.ts: \[0\]\.title\.ar: /);
  });

  it('rejects duplicate ids', () => {
    const dup = [
      { id: 'a', title: { en: 'A', ar: 'أ' }, count: 1 },
      { id: 'a', title: { en: 'B', ar: 'ب' }, count: 2 },
    ];
    expect(() => defineContent('content/x.ts', schema, dup)).toThrow(/\[1\]\.id: duplicate id "a"/);
  });
});
