import { describe, expect, it } from 'vitest';
import { dataTabs, isDataTab, pathForTab, tabForRouteId } from './tabs';

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
  it('recognises tab values', () => {
    expect(isDataTab('sdg')).toBe(true);
    expect(isDataTab('economy')).toBe(false);
  });
});
