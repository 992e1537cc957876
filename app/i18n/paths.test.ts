import { describe, expect, it } from 'vitest';
import { basePath, languageOf, localizePath } from './index';

describe('language paths', () => {
  it('reads the language from the address', () => {
    expect(languageOf('/')).toBe('en');
    expect(languageOf('/data/catalogue')).toBe('en');
    expect(languageOf('/ar')).toBe('ar');
    expect(languageOf('/ar/data')).toBe('ar');
    expect(languageOf('/area')).toBe('en');
  });
  it('localizes internal paths only', () => {
    expect(localizePath('/', 'ar')).toBe('/ar');
    expect(localizePath('/data/catalogue?q=water', 'ar')).toBe('/ar/data/catalogue?q=water');
    expect(localizePath('/?x=1', 'ar')).toBe('/ar?x=1');
    expect(localizePath('/ar/data', 'ar')).toBe('/ar/data');
    expect(localizePath('mailto:a@b.sa', 'ar')).toBe('mailto:a@b.sa');
    expect(localizePath('#library', 'ar')).toBe('#library');
    expect(localizePath('/data', 'en')).toBe('/data');
  });
  it('finds the English path of an Arabic address', () => {
    expect(basePath('/ar')).toBe('/');
    expect(basePath('/ar/tools/gis')).toBe('/tools/gis');
    expect(basePath('/tools/gis')).toBe('/tools/gis');
  });
});
