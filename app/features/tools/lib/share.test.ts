import { describe, expect, it, vi } from 'vitest';
import { shareOrCopy } from './share';

const data = { title: 'Tools', url: 'https://example.org/tools' };
const abort = () => Object.assign(new Error('cancelled'), { name: 'AbortError' });

describe('shareOrCopy', () => {
  it('uses the share sheet when there is one', async () => {
    const share = vi.fn().mockResolvedValue(undefined);
    const writeText = vi.fn();
    expect(await shareOrCopy(data, { share, clipboard: { writeText } })).toBe('shared');
    expect(share).toHaveBeenCalledWith({ title: 'Tools', url: 'https://example.org/tools' });
    expect(writeText).not.toHaveBeenCalled();
  });
  it('reports a cancelled share without copying', async () => {
    const writeText = vi.fn();
    expect(await shareOrCopy(data, { share: () => Promise.reject(abort()), clipboard: { writeText } })).toBe(
      'cancelled',
    );
    expect(writeText).not.toHaveBeenCalled();
  });
  it('copies the link when there is no share sheet', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    expect(await shareOrCopy(data, { clipboard: { writeText } })).toBe('copied');
    expect(writeText).toHaveBeenCalledWith('https://example.org/tools');
  });
  it('copies the link when sharing fails for another reason', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    const share = () => Promise.reject(Object.assign(new Error('no'), { name: 'NotAllowedError' }));
    expect(await shareOrCopy(data, { share, clipboard: { writeText } })).toBe('copied');
  });
  it('says so when neither works', async () => {
    expect(await shareOrCopy(data, {})).toBe('failed');
    expect(
      await shareOrCopy(data, { clipboard: { writeText: () => Promise.reject(new Error('denied')) } }),
    ).toBe('failed');
  });
});
