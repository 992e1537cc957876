import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { BusyStatus } from './busy-status';

describe('BusyStatus as prerendered', () => {
  it('holds the preparing text, shown only while its form is busy, and the outcome otherwise', () => {
    const html = renderToString(<BusyStatus preparing="Preparing the file…">Saved</BusyStatus>);
    expect(html).toMatch(/^<p role="status"/);
    expect(html).toContain('<span class="hidden group-has-aria-busy/asks:inline">Preparing the file…</span>');
    expect(html).toContain('<span class="group-has-aria-busy/asks:hidden">Saved</span>');
  });
});
