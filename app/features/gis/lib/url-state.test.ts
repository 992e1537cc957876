import { describe, expect, it } from 'vitest';
import { defaultLayers, defaultQuery, gisSearch, parseGisState } from './url-state';

const parse = (query: string) => parseGisState(new URLSearchParams(query));

describe('GIS Hub state in the address', () => {
  it('is the defaults without parameters', () => {
    expect(parse('')).toEqual({
      layers: defaultLayers,
      query: defaultQuery,
      ran: false,
      view: null,
      invalid: [],
    });
  });

  it('round-trips layers, the query that was run and the view', () => {
    const state = {
      layers: { ...defaultLayers, roads: false, electrical: true },
      query: { zoning: 'agricultural', distanceKm: 5, source: 'water' } as const,
      ran: true,
      view: { zoom: 9.5, lat: 27.4, lon: 41.9 },
    };
    const search = gisSearch(state, new URLSearchParams('lang=x'));
    expect(search.toString()).toBe(
      'lang=x&layers=agricultural%2Cgroundwater%2Celectrical&zoning=agricultural&within=5&from=water&results=1&view=9.50%2F27.4000%2F41.9000',
    );
    expect(parseGisState(search)).toEqual({ ...state, invalid: [] });
  });

  it('keeps the address clean for the defaults, and an empty layer list means no layer', () => {
    expect(gisSearch({ layers: defaultLayers, query: defaultQuery, ran: false, view: null }).toString()).toBe(
      '',
    );
    expect(Object.values(parse('layers=').layers).every((on) => !on)).toBe(true);
  });

  it('names every value it cannot use and falls back to its default', () => {
    const state = parse('layers=roads,lava&zoning=castle&within=7&from=moon&results=yes&view=99/1/2');
    expect(state.invalid).toEqual(['layers', 'zoning', 'within', 'from', 'results', 'view']);
    expect(state.layers).toEqual(defaultLayers);
    expect(state.query).toEqual(defaultQuery);
    expect(state.view).toBeNull();
    expect(parse('within=10.0&view=8/27/').invalid).toEqual(['within', 'view']);
  });
});
