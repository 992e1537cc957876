import { describe, expect, it } from 'vitest';
import { bandOf, cpiScore, normalise } from './cpi';
import { sdgProgress } from './progress';

const target = { targetValue: 90, targetYear: 2030 };

describe('SDG progress (Open SDG’s measure)', () => {
  it('target achieved when the latest value meets it', () => {
    expect(
      sdgProgress(
        [
          [2015, 80],
          [2025, 91],
        ],
        'higher-is-better',
        target,
      ),
    ).toMatchObject({ level: 'achieved' });
    expect(
      sdgProgress(
        [
          [2015, 10],
          [2025, 3.9],
        ],
        'lower-is-better',
        { targetValue: 4, targetYear: 2030 },
      ),
    ).toMatchObject({ level: 'achieved' });
  });

  it('compares the actual growth rate with the one that reaches the target (worked by hand)', () => {
    // 50 → 90 by 2030 needs (90/50)^(1/15) − 1 = 3.99% a year.
    // 50 → 73.1 in 10 years is (73.1/50)^(1/10) − 1 = 3.87% a year: ratio 0.970, substantial.
    const substantial = sdgProgress(
      [
        [2015, 50],
        [2020, 60],
        [2025, 73.1],
      ],
      'higher-is-better',
      target,
    )!;
    expect(substantial.level).toBe('substantial');
    expect(substantial.ratio).toBeCloseTo(0.97, 2);
    // 50 → 65: 2.66% a year, ratio 0.666: moderate.
    expect(
      sdgProgress(
        [
          [2015, 50],
          [2025, 65],
        ],
        'higher-is-better',
        target,
      )!.ratio,
    ).toBeCloseTo(0.666, 2);
    expect(
      sdgProgress(
        [
          [2015, 50],
          [2025, 65],
        ],
        'higher-is-better',
        target,
      )!.level,
    ).toBe('moderate');
    // 50 → 55: 0.96% a year, ratio 0.240: limited.
    expect(
      sdgProgress(
        [
          [2015, 50],
          [2025, 55],
        ],
        'higher-is-better',
        target,
      )!.level,
    ).toBe('limited');
    // 50 → 45: moving away.
    expect(
      sdgProgress(
        [
          [2015, 50],
          [2025, 45],
        ],
        'higher-is-better',
        target,
      )!.level,
    ).toBe('deterioration');
  });

  it('lower is better: falling towards the target is progress', () => {
    // 10 → 4 by 2030 needs −5.93% a year; 10 → 5.5 in 10 years is −5.80%: ratio 0.978.
    const p = sdgProgress(
      [
        [2015, 10],
        [2025, 5.5],
      ],
      'lower-is-better',
      { targetValue: 4, targetYear: 2030 },
    )!;
    expect(p.level).toBe('substantial');
    expect(
      sdgProgress(
        [
          [2015, 10],
          [2025, 11],
        ],
        'lower-is-better',
        { targetValue: 4, targetYear: 2030 },
      )!.level,
    ).toBe('deterioration');
  });

  it('starts at the base year 2015 and needs a later value', () => {
    expect(
      sdgProgress(
        [
          [2011, 1],
          [2014, 2],
        ],
        'higher-is-better',
        target,
      ),
    ).toBeNull();
    expect(
      sdgProgress(
        [
          [2011, 10],
          [2016, 50],
          [2025, 65],
        ],
        'higher-is-better',
        target,
      ),
    ).toMatchObject({
      baseYear: 2016,
      base: 50,
    });
  });
});

describe('City Prosperity Index', () => {
  it('normalises between the benchmarks, either way round, clamped', () => {
    expect(normalise(75, 55, 85)).toBeCloseTo(66.667, 3);
    expect(normalise(8, 20, 4)).toBe(75);
    expect(normalise(100, 55, 85)).toBe(100);
    expect(normalise(0, 55, 85)).toBe(0);
  });

  it('a dimension is the mean of its indicators, the index the mean of the six (worked by hand)', () => {
    const score = cpiScore([
      { dimension: 'productivity', worst: 0, best: 10, value: 5 }, // 50
      { dimension: 'productivity', worst: 0, best: 10, value: 7 }, // 70 → dimension 60
      { dimension: 'infrastructure-development', worst: 0, best: 100, value: 80 },
      { dimension: 'quality-of-life', worst: 55, best: 85, value: 76 }, // 70
      { dimension: 'equity-social-inclusion', worst: 0, best: 1, value: 0.4 }, // 40
      { dimension: 'environmental-sustainability', worst: 20, best: 4, value: 8 }, // 75
      { dimension: 'governance-legislation', worst: 0, best: 100, value: 65 },
      { dimension: 'governance-legislation', worst: 0, best: 100, value: null },
    ]);
    expect(score.dimensions.productivity).toBeCloseTo(60, 6);
    expect(score.dimensions['governance-legislation']).toBe(65);
    expect(score.index).toBeCloseTo((60 + 80 + 70 + 40 + 75 + 65) / 6, 6);
    expect(cpiScore([{ dimension: 'productivity', worst: 0, best: 1, value: 1 }]).index).toBeNull();
  });

  it('bands as UN-Habitat draws them', () => {
    expect([85, 80, 79.9, 70, 65, 55, 45, 39.9, 0].map(bandOf)).toEqual([
      'very-solid',
      'very-solid',
      'solid',
      'solid',
      'moderately-solid',
      'moderately-weak',
      'weak',
      'very-weak',
      'very-weak',
    ]);
  });
});
