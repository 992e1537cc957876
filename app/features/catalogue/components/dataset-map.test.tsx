import i18next from '~/i18n';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { sampleCatalogue } from '../../../../testing/sample-catalogue';
import { DatasetMap, geoJsonResource } from './dataset-map';

const { datasets } = sampleCatalogue();
const dataset = (slug: string) => datasets.find((d) => d.slug === slug)!;

describe('DatasetMap without a DOM (as when prerendered)', () => {
  afterEach(() => i18next.changeLanguage('en'));

  it('is shown for the datasets with a GeoJSON file, and only those', () => {
    const spatial = datasets.filter((d) => geoJsonResource(d)).map((d) => d.slug);
    expect(spatial.sort()).toEqual([
      'groundwater-well-locations',
      'industrial-zone-parcels',
      'major-road-network',
    ]);
    expect(renderToString(<DatasetMap dataset={dataset('labor-force-statistics')} />)).toBe('');
  });

  it('says what the map shows, and leaves the map itself to the browser', () => {
    const wells = dataset('groundwater-well-locations');
    const html = renderToString(<DatasetMap dataset={wells} />);
    expect(html).toContain('Map preview');
    expect(html).toContain(
      `this dataset&#x27;s ${wells.records} features on the base map of the Hail region`,
    );
    // An empty box until the browser draws the map in it (a picture as it comes near, then the live map)
    expect(html).toContain('data-map-status="idle"');
    expect(html).not.toContain('data-still-map');
    expect(html).not.toContain('maplibregl');
  });

  it('speaks Arabic on Arabic pages', async () => {
    await i18next.changeLanguage('ar');
    const roads = dataset('major-road-network');
    const html = renderToString(<DatasetMap dataset={roads} />);
    expect(html).toContain('معاينة على الخريطة');
    expect(html).toContain(`رُسمت عناصر هذه المجموعة (${roads.records})`);
  });
});
