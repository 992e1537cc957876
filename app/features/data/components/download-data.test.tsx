import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { DownloadData } from './download-data';

describe('DownloadData as prerendered', () => {
  it('is a button that opens the browser’s popover of links to the files, with no code', () => {
    const html = renderToString(
      <DownloadData
        texts={{
          label: 'Download Data',
          files: [
            { format: 'csv', href: '/downloads/indicators/hail-indicators.csv', label: 'CSV', hint: 'a' },
            { format: 'xlsx', href: '/downloads/indicators/hail-indicators.xlsx', label: 'Excel', hint: 'b' },
          ],
        }}
      />,
    );
    const target = /<button [^>]*popoverTarget="([^"]+)"/i.exec(html)![1];
    expect(html).toContain(`id="${target}" popover="auto"`);
    expect(html).toMatch(/<a href="\/downloads\/indicators\/hail-indicators\.csv" download=""/);
    expect(html).toMatch(/<a href="\/downloads\/indicators\/hail-indicators\.xlsx" download=""/);
  });
});
