import { describe, expect, it } from 'vitest';
import { BOM, csvField, toCsv } from './csv';

describe('csv', () => {
  it('quotes only fields that need it', () => {
    expect(csvField('plain')).toBe('plain');
    expect(csvField(2847)).toBe('2847');
    expect(csvField('a, b')).toBe('"a, b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
  });
  it('writes rows with CRLF line ends', () => {
    expect(
      toCsv([
        ['Parcel ID', 'Area (hectares)'],
        ['IND-08-1134', 15.3],
      ]),
    ).toBe('Parcel ID,Area (hectares)\r\nIND-08-1134,15.3\r\n');
    expect(toCsv([['Hail, north', 'say "hi"', 'a\nb']])).toBe('"Hail, north","say ""hi""","a\nb"\r\n');
  });
  it('with the BOM, keeps Arabic intact', () => {
    expect(
      BOM +
        toCsv([
          ['a', 1],
          ['ب', 2],
        ]),
    ).toBe('\uFEFFa,1\r\nب,2\r\n');
  });
});
