/**
 * 'Download as PDF': the dashboard's view as an A4 PDF made in the browser — title, the applied filters, the key
 * figures, every chosen chart drawn as vectors with its table of values, the wage table and the sources. Loaded
 * only when asked for (jsPDF and the font are large); Arabic is shaped by jsPDF with DejaVu Sans.
 */
import type { Economy } from '@content/economy';
import { site } from '@content/site';
import { binaryString, Layout } from '@core/pdf/layout';
import { localize, paths } from '@core/paths';
import fontUrl from 'dejavu-fonts-ttf/ttf/DejaVuSans.ttf?url';
import type { TFunction } from 'i18next';
import * as f from '~/i18n/format';
import { drawChart } from './pdf-chart';
import { presenter } from './present';
import type { EconomyFilters } from './filters';
import { chosenIndicators, type EconomyData } from './view';

export type PdfView = { economy: Economy; data: EconomyData; filters: EconomyFilters; locale: f.Locale };

async function font() {
  const response = await fetch(fontUrl);
  if (!response.ok) throw new Error(`font ${response.status}`);
  return binaryString(new Uint8Array(await response.arrayBuffer()));
}

/** 32 hex digits for the file's ID. */
const fileId = () =>
  Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');

/** `t`: the economy texts in the view's language. */
export async function economyPdf(
  { economy, data, filters, locale }: PdfView,
  t: TFunction<'economy'>,
  url: string,
  today: string,
) {
  const present = presenter({ locale, t }, economy, data);
  const title = present.l(economy.title);
  const layout = new Layout({
    title,
    subject: present.l(economy.subtitle),
    author: t('pdf.author'),
    date: today,
    id: fileId(),
    font: await font(),
    rtl: locale === 'ar',
  });
  const { doc } = layout;

  layout.paragraph(title, 18, 4);
  doc.setTextColor(80);
  layout.paragraph(present.l(economy.subtitle), 10, 4);
  layout.paragraph(
    t('pdf.made', { date: f.formatDate(locale, today), site: present.l(site.shortName) }),
    9,
    4,
  );
  doc.setTextColor(150, 60, 0);
  layout.paragraph(t('pdf.illustrative'), 9);
  doc.setTextColor(0);

  layout.heading(t('pdf.filters'));
  const chosen = chosenIndicators(economy, filters);
  layout.table(
    [
      { header: t('pdf.filter'), weight: 1 },
      { header: t('pdf.choice'), weight: 3 },
    ],
    [
      [t('filters.timePeriod'), present.periodLabel(filters)],
      [t('filters.governorate'), filters.governorates.map(present.place).join(locale === 'ar' ? '، ' : ', ')],
      [
        t('filters.indicators'),
        chosen.map((i) => present.l(i.label)).join(locale === 'ar' ? '، ' : ', ') || t('notes.nothingChosen'),
      ],
    ],
    { size: 9, wrap: true },
  );

  const cards = present.cards(filters);
  if (cards.length) {
    layout.heading(t('pdf.summary'));
    layout.table(
      [t('pdf.indicator'), t('pdf.governorate'), t('pdf.value'), t('pdf.note')].map((header) => ({ header })),
      cards.flatMap((c) => c.figures.map((fig) => [c.label, fig.place, fig.text, fig.note])),
      { size: 9, wrap: true },
    );
  }

  for (const indicator of chosen) {
    const chart = present.chart(indicator, filters);
    layout.heading(chart.title);
    doc.setTextColor(80);
    layout.paragraph(chart.description, 9, 6);
    doc.setTextColor(0);
    if (chart.empty) {
      layout.paragraph(t('notes.noValues'), 10);
      continue;
    }
    drawChart(layout, chart);
    const heads = chart.series.length === 1 ? [chart.valueHeader] : chart.series.map((s) => s.name);
    layout.table(
      [chart.categoryHeader, ...heads].map((header) => ({ header })),
      chart.rows.map((r) => [r.label, ...r.values.map((v) => (v === null ? '—' : chart.format.value(v)))]),
      { size: 8, wrap: true },
    );
    if (indicator.id === economy.wageTable.indicator) {
      const table = present.table(filters);
      if (table) {
        layout.heading(table.title);
        layout.table(
          table.columns.map((header) => ({ header })),
          table.rows.map((r) => r.cells),
          { size: 9, wrap: true },
        );
      }
    }
  }

  layout.heading(t('pdf.sources'));
  const origin = new URL(url).origin;
  for (const indicator of chosen) {
    const d = data[indicator.indicator]!;
    layout.paragraph(
      t('pdf.sourceLine', {
        indicator: present.l(d.name),
        source: present.l(d.source),
        url: origin + localize(paths.dataset(d.dataset), locale),
      }),
      9,
      2,
    );
  }
  layout.paragraph(t('pdf.view', { url }), 9);

  const bytes = layout.finish(title, (page, pages) =>
    t('pdf.page', { page: f.formatNumber(locale, page), pages: f.formatNumber(locale, pages) }),
  );
  return { bytes, fileName: `hail-economy-dashboard-${filters.period}-${locale}.pdf` };
}
