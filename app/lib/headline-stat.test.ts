import { home } from '@content/home';
import { describe, expect, it } from 'vitest';
import { loadIndicators } from '../../scripts/data/indicators';
import { formatChange, formatHeadlineValue, resolveHeadlineStats } from './headline-stat';

const figures = resolveHeadlineStats(home.headlineStats, loadIndicators('data/indicators'));
const byId = (id: string) => {
  const stat = figures.find((s) => s.id === id);
  if (!stat) throw new Error(`no headline stat ${id}`);
  return stat;
};

describe('headline stats (spec figures, read from data/indicators)', () => {
  it('formats each tile value exactly as the spec shows it', () => {
    expect(formatHeadlineValue('en', byId('population'))).toBe('746,248');
    expect(formatHeadlineValue('en', byId('grp-growth'))).toBe('+4.2%');
    expect(formatHeadlineValue('en', byId('unemployment'))).toBe('5.8%');
    expect(formatHeadlineValue('en', byId('tourists'))).toBe('1.2M');
  });

  it('shows periods and changes from the year before', () => {
    expect(byId('population').period?.en).toBe('2025');
    expect(formatChange('en', byId('population').change ?? NaN)).toBe('+2.3%');
    expect(byId('unemployment').period?.en).toBe('Q3 2025');
    expect(byId('unemployment').change).toBeUndefined();
    expect(formatChange('en', byId('tourists').change ?? NaN)).toBe('+8%');
  });

  it('stops the build when a stat names an indicator without values', () => {
    expect(() => resolveHeadlineStats(home.headlineStats, [])).toThrow(/names indicator "population"/);
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
