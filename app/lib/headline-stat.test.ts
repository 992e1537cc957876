import { home } from '@content/home';
import { describe, expect, it } from 'vitest';
import { formatChange, formatHeadlineValue } from './headline-stat';

const byId = (id: string) => {
  const stat = home.headlineStats.find((s) => s.id === id);
  if (!stat) throw new Error(`no headline stat ${id}`);
  return stat;
};

describe('headline stats (spec figures)', () => {
  it('formats each tile value exactly as the spec shows it', () => {
    expect(formatHeadlineValue('en', byId('population'))).toBe('746,248');
    expect(formatHeadlineValue('en', byId('grp-growth'))).toBe('+4.2%');
    expect(formatHeadlineValue('en', byId('unemployment'))).toBe('5.8%');
    expect(formatHeadlineValue('en', byId('tourists'))).toBe('1.2M');
  });

  it('shows periods and changes', () => {
    expect(byId('population').period?.en).toBe('2025');
    expect(formatChange('en', byId('population').change ?? NaN)).toBe('+2.3%');
    expect(byId('unemployment').period?.en).toBe('Q3 2025');
    expect(formatChange('en', byId('tourists').change ?? NaN)).toBe('+8%');
  });

  it('keeps the spec order: population, growth, unemployment, tourists', () => {
    expect(home.headlineStats.map((s) => s.id)).toEqual([
      'population',
      'grp-growth',
      'unemployment',
      'tourists',
    ]);
  });

  it('links the hero and engagement cards where the spec says', () => {
    expect(home.hero.ctas.map((c) => c.href)).toEqual(['/data', '/tools', '/tools/gis']);
    expect(home.engagementPathways.map((p) => p.href)).toEqual([
      '/data/catalogue',
      '/data/economy',
      '/participate/learn',
    ]);
    expect(home.quickTools.map((p) => p.href)).toEqual([
      '/tools/gis',
      '/tools/observatory',
      '/participate/api',
      '/participate/community',
    ]);
  });
});
