import { describe, expect, it } from 'vitest';
import { dataTabs, pathForTab, tabForRouteId, tabIds } from './tabs';

describe('data tabs', () => {
  it('opens the tab of the route: default Thematic Domains', () => {
    expect(tabForRouteId('data')).toBe('domains');
    expect(tabForRouteId('data-sdg')).toBe('sdg');
    expect(tabForRouteId('data-cpi')).toBe('cpi');
    expect(tabForRouteId(undefined)).toBe('domains');
    expect(tabForRouteId('routes/other')).toBe('domains');
  });
  it('gives every tab its own address, and back', () => {
    expect(dataTabs.map(pathForTab)).toEqual(['/data', '/data/sdg', '/data/cpi']);
  });
  it('names each tab and its panel apart, for the tab list and the static panels to share', () => {
    expect(tabIds('sdg')).toEqual({ tab: 'data-tab-sdg', panel: 'data-panel-sdg' });
  });
});
