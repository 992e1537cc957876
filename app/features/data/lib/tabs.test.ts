import { describe, expect, it } from 'vitest';
import { dataTabs, pathForTab, tabIds } from './tabs';

describe('data tabs', () => {
  it('gives every tab its own address, and back', () => {
    expect(dataTabs.map(pathForTab)).toEqual(['/data', '/data/sdg', '/data/cpi']);
  });
  it('names each tab and its panel apart, for the tab list and the static panels to share', () => {
    expect(tabIds('sdg')).toEqual({ tab: 'data-tab-sdg', panel: 'data-panel-sdg' });
  });
});
