import { describe, expect, it } from 'vitest';
import { languageOf, localize, unlocalize } from './paths';

describe('language paths', () => {
  it('reads the language from the address', () => {
    expect(languageOf('/')).toBe('en');
    expect(languageOf('/data/catalogue')).toBe('en');
    expect(languageOf('/ar')).toBe('ar');
    expect(languageOf('/ar/data')).toBe('ar');
    expect(languageOf('/area')).toBe('en');
  });
  it('localizes internal paths only', () => {
    expect(localize('/', 'ar')).toBe('/ar');
    expect(localize('/data/catalogue?q=water', 'ar')).toBe('/ar/data/catalogue?q=water');
    expect(localize('/?x=1', 'ar')).toBe('/ar?x=1');
    expect(localize('/ar/data', 'ar')).toBe('/ar/data');
    expect(localize('mailto:a@b.sa', 'ar')).toBe('mailto:a@b.sa');
    expect(localize('#library', 'ar')).toBe('#library');
    expect(localize('/data', 'en')).toBe('/data');
  });
  it('finds the English path of an Arabic address', () => {
    expect(unlocalize('/ar')).toBe('/');
    expect(unlocalize('/ar/tools/gis')).toBe('/tools/gis');
    expect(unlocalize('/tools/gis')).toBe('/tools/gis');
  });
});
