import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { pagePart } from '~/components/page/page-part';
import { sampleCatalogue } from '../../../../testing/sample-catalogue';
import { DatasetMap as DatasetMapComponent, geoJsonResource } from './dataset-map';

// As its page renders it: in the page's language
const DatasetMap = pagePart(DatasetMapComponent);

const { datasets } = sampleCatalogue();
const dataset = (slug: string) => datasets.find((d) => d.slug === slug)!;

describe('DatasetMap without a DOM (as when prerendered)', () => {
  it('is shown for the datasets with a GeoJSON file, and only those', () => {
    const spatial = datasets.filter((d) => geoJsonResource(d)).map((d) => d.slug);
    expect(spatial.sort()).toEqual([
      'groundwater-well-locations',
      'industrial-zone-parcels',
      'major-road-network',
    ]);
    expect(renderToString(<DatasetMap lang="en" dataset={dataset('labor-force-statistics')} />)).toBe('');
  });

  it('says what the map shows, and leaves the map itself to the browser', () => {
    const wells = dataset('groundwater-well-locations');
    const html = renderToString(<DatasetMap lang="en" dataset={wells} />);
    expect(html).toContain('Map preview');
    expect(html).toContain(
      `this dataset&#x27;s ${wells.records} features on the base map of the Hail region`,
    );
    // An empty box until the browser draws the map in it (a picture as it comes near, then the live map)
    expect(html).toContain('data-map-status="idle"');
    expect(html).not.toContain('data-still-map');
    expect(html).not.toContain('maplibregl');
  });

  it('speaks Arabic on Arabic pages', () => {
    const roads = dataset('major-road-network');
    const html = renderToString(<DatasetMap lang="ar" dataset={roads} />);
    expect(html).toContain('معاينة على الخريطة');
    expect(html).toContain(`رُسمت عناصر هذه المجموعة (${roads.records})`);
  });
});
