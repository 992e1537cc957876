import { describe, expect, it } from 'vitest';
import { preview } from './preview';

describe('preview', () => {
  it('shows the first items and counts the rest', () => {
    expect(preview(['a', 'b', 'c', 'd', 'e'], 3)).toEqual({ shown: ['a', 'b', 'c'], more: 2 });
  });
  it('has nothing more when the list is short', () => {
    expect(preview(['a', 'b'], 3)).toEqual({ shown: ['a', 'b'], more: 0 });
    expect(preview(['a', 'b', 'c'], 3)).toEqual({ shown: ['a', 'b', 'c'], more: 0 });
  });
  it('treats a negative maximum as zero', () => {
    expect(preview(['a'], -1)).toEqual({ shown: [], more: 1 });
  });
});
