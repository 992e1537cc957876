import { describe, expect, it } from 'vitest';
import { isActivePath } from './address';

describe('isActivePath (the header links marked as the current page)', () => {
  it('marks the page itself and, unless `end`, the pages under it', () => {
    expect(isActivePath('/about', '/about')).toBe(true);
    expect(isActivePath('/about/mission', '/about')).toBe(true);
    expect(isActivePath('/about/mission', '/about', true)).toBe(false);
    expect(isActivePath('/ar/about/', '/ar/about')).toBe(true);
    expect(isActivePath('/About', '/about')).toBe(true);
  });

  it('does not mark a page that only starts with the same letters, nor home for every page', () => {
    expect(isActivePath('/aboutus', '/about')).toBe(false);
    expect(isActivePath('/data', '/')).toBe(false);
    expect(isActivePath('/', '/', true)).toBe(true);
    expect(isActivePath('/no-such-page', '/data')).toBe(false);
  });
});
