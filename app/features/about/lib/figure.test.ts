import { describe, expect, it } from 'vitest';
import { about } from '@content/about';
import { formatNumber, formatPercent } from '~/i18n/format';
import { figureText, type FigureFormatters } from './figure';

const en: FigureFormatters = {
  number: (v) => formatNumber('en', v),
  percent: (v) => formatPercent('en', v),
  km2: (s) => `${s} km²`,
  plus: (s) => `${s}+`,
};

describe('figureText', () => {
  it('writes the spec’s About key figures exactly', () => {
    expect(about.keyFigures.map((fig) => figureText(fig, en))).toEqual([
      '103,887 km²',
      '697,000+',
      '8',
      '156',
    ]);
  });
  it('writes the tourism growth figure as a percentage', () => {
    const figure = about.achievements.find((a) => a.figure)?.figure;
    expect(figure && figureText(figure, en)).toBe('180%');
  });
  it('writes the data hub figures', () => {
    expect(about.dataHub.figures.map((fig) => figureText(fig, en))).toEqual(['100+', '17', '5']);
  });
});
