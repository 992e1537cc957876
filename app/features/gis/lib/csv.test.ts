import { describe, expect, it } from 'vitest';
import { toCsv } from './csv';

describe('toCsv', () => {
  it('writes rows with CRLF line ends', () => {
    expect(
      toCsv([
        ['Parcel ID', 'Area (hectares)'],
        ['IND-08-1134', 15.3],
      ]),
    ).toBe('Parcel ID,Area (hectares)\r\nIND-08-1134,15.3\r\n');
  });
  it('quotes fields with commas, quotes and line breaks', () => {
    expect(toCsv([['Hail, north', 'say "hi"', 'a\nb']])).toBe('"Hail, north","say ""hi""","a\nb"\r\n');
  });
});
