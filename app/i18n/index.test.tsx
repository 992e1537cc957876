import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { pagePart } from '~/components/page/page-part';
import { translations, useTexts } from '.';
import gisTexts from './namespaces/gis';

function Title() {
  const { t } = useTexts(gisTexts);
  return <h1>{t('layers.heading')}</h1>;
}
const Part = pagePart(Title);

describe('one set of translations per language', () => {
  it('each language keeps its own, whatever was rendered before', () => {
    expect(renderToString(<Part lang="ar" />)).toBe(`<h1>${translations('ar').t('gis:layers.heading')}</h1>`);
    expect(renderToString(<Part lang="en" />)).toBe('<h1>Map Layers</h1>');
    expect(translations('en').language).toBe('en');
    expect(translations('ar').language).toBe('ar');
  });

  it('a component has the namespaces it names, both languages (English the fallback)', () => {
    renderToString(<Part lang="ar" />);
    expect(translations('ar').hasResourceBundle('ar', 'gis')).toBe(true);
    expect(translations('ar').hasResourceBundle('en', 'gis')).toBe(true);
  });

  it('a text its translations lack stops the build', () => {
    expect(() => translations('en').t('gis:no.such.key')).toThrow(
      'i18next: missing text gis:no.such.key (en)',
    );
    expect(() => translations('ar').t('api:overview.baseLabel')).toThrow(
      /missing text api:overview\.baseLabel/,
    );
  });
});
