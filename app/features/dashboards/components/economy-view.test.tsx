import { economy } from '@content/economy';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { loadIndicators } from '../../../../scripts/data/indicators';
import { economyData } from '../lib/data';
import { pagePart } from '~/components/page/page-part';
import { EconomyView as EconomyViewComponent } from './economy-view';

// As its page renders it: in the page's language
const EconomyView = pagePart(EconomyViewComponent);

const data = economyData(
  economy,
  loadIndicators('data/indicators').map((i) => ({ ...i, datasetSlug: `indicator-${i.id}` })),
);

describe('EconomyView without a DOM (as when prerendered)', () => {
  it('renders the spec figures and a 300px placeholder per chart, no chart library output', () => {
    const html = renderToString(<EconomyView lang="en" economy={economy} data={data} />);
    for (const text of [
      'SAR 345M',
      '+5.2% year on year · 2024',
      '61.5%',
      'Q3 2025',
      'SAR 5,425',
      'SAR 4,200',
      '+2.9%',
    ])
      expect(html).toContain(text);
    const charts = html.match(/<div[^>]*\sdata-chart[\s=>][^>]*>/g) ?? [];
    expect(charts).toHaveLength(3);
    for (const tag of charts) expect(tag).toContain('style="height:300px"');
    expect(html).not.toContain('recharts-surface');
  });
});
