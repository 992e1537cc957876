import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { DownloadLink } from './download-link';

describe('DownloadLink as prerendered', () => {
  it('is a link to the file, saved under its name, with its name and size as its description', () => {
    const html = renderToString(
      <DownloadLink
        resource={{
          id: 'labor-force-statistics-csv',
          format: 'CSV',
          fileName: 'labor-force-statistics.csv',
          url: '/downloads/labor-force-statistics/labor-force-statistics.csv',
          mediaType: 'text/csv',
          size: 31_900,
        }}
        label="Download as CSV"
        detail="labor-force-statistics.csv, 31.9 kB"
      />,
    );
    const link = /<a [^>]*>/.exec(html)![0];
    expect(link).toContain('href="/downloads/labor-force-statistics/labor-force-statistics.csv"');
    expect(link).toContain('download="labor-force-statistics.csv"');
    expect(link).toContain('type="text/csv"');
    expect(html).toMatch(/>Download as CSV<\/a>/);
    const described = /aria-describedby="([^"]+)"/.exec(link)![1];
    expect(html).toContain(`<span id="${described}" hidden="">labor-force-statistics.csv, 31.9 kB</span>`);
    expect(html).not.toContain('<button');
  });
});
