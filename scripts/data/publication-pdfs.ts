/**
 * The publications' and reports' PDFs, one per language, built from their content and the published
 * indicators: a title page (type, title, date with the Hijri date, the authority), the contents with the page
 * each section starts on (laid out after the sections, on the page kept for it, with links), the summary, key
 * figures, a section per indicator (a vector line chart of the region's values and their table) — or the SDG
 * progress levels, or a table per governorate — and the sources with each indicator's page. Also the
 * publications catalogue as CSV and PDF. No clock is read: the same inputs give the same bytes.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { governorates } from '../../content/governorates.ts';
import { dataSources } from '../../content/datasets.ts';
import { publications, type Publication } from '../../content/publications.ts';
import { reports, type Report } from '../../content/reports.ts';
import type { Localized } from '../../content/schema.ts';
import { site } from '../../content/site.ts';
import { BOM, toCsv } from '../../core/csv.ts';
import { headlineSeries, latestValue } from '../../core/indicators/latest.ts';
import type { Indicator } from '../../core/indicators/schema.ts';
import { sdgSummary, type SdgEntry } from '../../core/indicators/summaries.ts';
import { years } from '../../core/indicators/vocabulary.ts';
import { paths, localize, type Language, languages } from '../../core/paths.ts';
import { drawLineChart } from '../../core/pdf/line-chart.ts';
import { binaryString, FONT_FILE, Layout } from '../../core/pdf/layout.ts';
import type { PdfFile, PublicationFiles } from '../../core/publications/files.ts';
import { DataError } from './load.ts';

const words = {
  en: {
    contents: 'Contents',
    summary: 'Summary',
    keyFigures: 'Key figures',
    sdg: 'Progress towards the SDG targets',
    sources: 'Sources',
    indicator: 'Indicator',
    latest: 'Latest value',
    year: 'Year',
    change: 'Change on the year before',
    value: 'Value',
    unit: 'Unit',
    target: 'SDG target',
    level: 'Progress',
    levels: {
      achieved: 'Target achieved',
      substantial: 'Substantial progress',
      moderate: 'Moderate progress',
      limited: 'Limited or no progress',
      deterioration: 'Deterioration',
      none: 'Not enough data',
    },
    count: 'Indicators',
    illustrative: 'Illustrative sample data, not official statistics.',
    published: 'Published',
    region: 'Hail Region',
    source: 'Source',
    page: (page: string, pages: string) => `Page ${page} of ${pages}`,
    catalogue: 'Publications catalogue',
    catalogueLead: 'Every publication of the Hail Regional Data Hub, with its PDF in English and Arabic.',
    columns: ['id', 'title', 'type', 'category', 'date', 'pages', 'downloads', 'description', 'url'],
    pdfHeaders: ['Title', 'Type', 'Category', 'Date', 'Pages'],
    governorate: 'Governorate',
  },
  ar: {
    contents: 'المحتويات',
    summary: 'الملخص',
    keyFigures: 'أبرز الأرقام',
    sdg: 'التقدم نحو غايات أهداف التنمية المستدامة',
    sources: 'المصادر',
    indicator: 'المؤشر',
    latest: 'آخر قيمة',
    year: 'السنة',
    change: 'التغير عن العام السابق',
    value: 'القيمة',
    unit: 'الوحدة',
    target: 'غاية التنمية المستدامة',
    level: 'التقدم',
    levels: {
      achieved: 'تحققت الغاية',
      substantial: 'تقدم كبير',
      moderate: 'تقدم متوسط',
      limited: 'تقدم محدود أو منعدم',
      deterioration: 'تراجع',
      none: 'بيانات غير كافية',
    },
    count: 'المؤشرات',
    illustrative: 'بيانات توضيحية نموذجية وليست إحصاءات رسمية.',
    published: 'تاريخ النشر',
    region: 'منطقة حائل',
    source: 'المصدر',
    page: (page: string, pages: string) => `صفحة ${page} من ${pages}`,
    catalogue: 'فهرس الإصدارات',
    catalogueLead: 'جميع إصدارات منصة بيانات منطقة حائل، مع ملف PDF لكل منها بالعربية والإنجليزية.',
    columns: [
      'المعرف',
      'العنوان',
      'النوع',
      'التصنيف',
      'التاريخ',
      'الصفحات',
      'مرات التنزيل',
      'الوصف',
      'الرابط',
    ],
    pdfHeaders: ['العنوان', 'النوع', 'التصنيف', 'التاريخ', 'الصفحات'],
    governorate: 'المحافظة',
  },
} as const;

/** Numbers as the portal writes them (app/i18n/format.ts): Saudi conventions with Western digits in Arabic. */
const numberLocale = (lang: Language) => (lang === 'ar' ? 'ar-SA-u-nu-latn' : 'en');
export const formatValue = (lang: Language, value: number, decimals: number) =>
  new Intl.NumberFormat(numberLocale(lang), {
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  }).format(value);
const formatInteger = (lang: Language, value: number) =>
  new Intl.NumberFormat(numberLocale(lang), { maximumFractionDigits: 0 }).format(value);
const formatYear = (lang: Language, year: number) =>
  new Intl.NumberFormat(numberLocale(lang), { useGrouping: false }).format(year);

/** "10 December 2024 (9 Jumada II 1446 AH)"; Arabic with the Umm al-Qura date in Arabic. */
export function formatDate(lang: Language, iso: string) {
  const date = new Date(`${iso}T00:00:00Z`);
  const gregorian = new Intl.DateTimeFormat(lang === 'ar' ? 'ar-SA-u-ca-gregory-nu-latn' : 'en-GB', {
    timeZone: 'UTC',
    dateStyle: 'long',
  }).format(date);
  const hijri = new Intl.DateTimeFormat(
    lang === 'ar' ? 'ar-SA-u-ca-islamic-umalqura-nu-latn' : 'en-u-ca-islamic-umalqura',
    { timeZone: 'UTC', dateStyle: 'long' },
  ).format(date);
  return `${gregorian} (${hijri})`;
}

/** A cell a spreadsheet would take for a formula starts with a quote instead. */
const neutral = (text: string) => (/^[=+\-@\t\r]/.test(text) ? `'${text}` : text);

type Kind = 'publications' | 'reports';
type Doc = {
  kind: Kind;
  id: string;
  title: Localized;
  type: Localized;
  date: string;
  description: Localized;
  summary?: Localized;
  indicators: Indicator[];
  view: 'charts' | 'sdg' | 'governorates';
  /** The featured report's sections by domain (after its summary). */
  domains?: { title: Localized; domain: Indicator['domain'] }[];
  summaryTitle?: Localized;
  /** The SDG progress of every SDG-aligned indicator (view 'sdg'). */
  sdg?: SdgEntry[];
};

/** The indicators a publication or report lists, each checked against the published ones. */
function listed(file: string, item: { id: string; indicators: string[] }, all: Map<string, Indicator>) {
  return item.indicators.map((id) => {
    const indicator = all.get(id);
    if (!indicator)
      throw new DataError(
        `${file}: "${item.id}" lists indicator "${id}", which is not a published indicator (data/indicators/register)`,
      );
    return indicator;
  });
}

/** Every publication and report as a document to build; throws a DataError naming the file and the id. */
export function documents(indicators: Indicator[]): Doc[] {
  const all = new Map(indicators.map((i) => [i.id, i]));
  const featured = publications.featured;
  const docs: Doc[] = publications.publications.map((p: Publication) => {
    const doc: Doc = {
      kind: 'publications',
      id: p.id,
      title: p.title,
      type: p.type,
      date: p.date,
      description: p.description,
      indicators: listed('content/publications.ts', p, all),
      view: p.view,
      ...(p.view === 'sdg' ? { sdg: sdgSummary(indicators) } : {}),
    };
    if (p.id !== featured.id) return doc;
    const domains = featured.toc.flatMap((e) => (e.domain ? [{ title: e.title, domain: e.domain }] : []));
    for (const { domain } of domains)
      if (!doc.indicators.some((i) => i.domain === domain))
        throw new DataError(
          `content/publications.ts: featured "${p.id}" has a section for ${domain} but lists no indicator of it`,
        );
    return { ...doc, summary: featured.summary, domains, summaryTitle: featured.toc[0]!.title };
  });
  for (const r of reports as Report[])
    docs.push({
      kind: 'reports',
      id: r.id,
      title: r.title,
      type: r.type,
      date: r.publishDate,
      description: r.description,
      indicators: listed('content/reports.ts', r, all),
      view: r.view,
    });
  return docs;
}

const hex = (text: string) => createHash('md5').update(text).digest('hex');

function newLayout(lang: Language, font: string, title: string, subject: string, date: string, key: string) {
  return new Layout({
    title,
    subject,
    author: site.authority[lang],
    date,
    id: hex(key),
    font,
    rtl: lang === 'ar',
  });
}

const pageLabel = (lang: Language) => (page: number, pages: number) =>
  words[lang].page(formatInteger(lang, page), formatInteger(lang, pages));

/** The region's values of an indicator, year by year (years without a value left out). */
function regionPoints(indicator: Indicator) {
  const values = headlineSeries(indicator)?.values ?? [];
  return years.flatMap((year, i) => (values[i] == null ? [] : [{ year, value: values[i]! }]));
}

function noteIllustrative(layout: Layout, lang: Language) {
  layout.doc.setTextColor(150, 60, 0);
  layout.paragraph(words[lang].illustrative, 9);
  layout.doc.setTextColor(0);
}

function figureRows(lang: Language, indicators: Indicator[], geo?: string) {
  return indicators.map((i) => {
    const latest = latestValue(i, geo);
    return [
      i.name[lang],
      latest ? `${formatValue(lang, latest.value, i.decimals)} ${i.unit[lang]}` : '—',
      latest ? formatYear(lang, latest.year) : '—',
      latest?.change == null
        ? '—'
        : new Intl.NumberFormat(numberLocale(lang), {
            style: 'percent',
            maximumFractionDigits: 1,
            signDisplay: 'exceptZero',
          }).format(latest.change / 100),
    ];
  });
}

function keyFigures(layout: Layout, lang: Language, indicators: Indicator[], geo?: string) {
  const w = words[lang];
  const rows = figureRows(lang, indicators, geo);
  layout.table(
    [
      { header: w.indicator, weight: 3 },
      { header: w.latest, weight: 2, right: true },
      { header: w.year, weight: 0.8, right: true },
      { header: w.change, weight: 1.4, right: true },
    ],
    rows,
    { size: 9, wrap: true },
  );
}

function indicatorBody(layout: Layout, lang: Language, indicator: Indicator) {
  const w = words[lang];
  layout.doc.setTextColor(80);
  layout.paragraph(indicator.definition[lang], 9, 4);
  layout.doc.setTextColor(0);
  const points = regionPoints(indicator);
  if (!points.length) return;
  drawLineChart(
    layout,
    points.map((p) => ({ label: formatYear(lang, p.year), value: p.value })),
    {
      tick: (v) => formatValue(lang, v, Math.abs(v) < 10 && v % 1 ? 1 : 0),
      unit: `${w.region} · ${indicator.unit[lang]}`,
    },
  );
  layout.table(
    [
      { header: w.year, weight: 1 },
      { header: `${w.value} (${indicator.unit[lang]})`, weight: 2, right: true },
    ],
    points.map((p) => [formatYear(lang, p.year), formatValue(lang, p.value, indicator.decimals)]),
    { size: 8, wrap: false },
  );
}

/** One document in one language: its bytes, page count and the page of each section. */
export function buildPdf(doc: Doc, lang: Language, font: string) {
  const w = words[lang];
  const title = doc.title[lang];
  const layout = newLayout(
    lang,
    font,
    title,
    doc.description[lang],
    doc.date,
    `${doc.kind}/${doc.id}.${lang} ${doc.date}`,
  );
  const { doc: pdf } = layout;
  const toc: PdfFile['toc'] = [];
  const section = (heading: string, minimum = 120) => {
    layout.room(minimum);
    layout.doc.setTextColor(15, 100, 102);
    layout.paragraph(heading, 16, 8);
    layout.doc.setTextColor(0);
    toc.push({ title: heading, page: pdf.getCurrentPageInfo().pageNumber });
  };

  // Title page
  layout.y = 220;
  pdf.setTextColor(90);
  layout.paragraph(doc.type[lang], 13, 6);
  pdf.setTextColor(15, 100, 102);
  layout.paragraph(title, 24, 12);
  pdf.setTextColor(0);
  layout.paragraph(`${w.published}: ${formatDate(lang, doc.date)}`, 11, 4);
  layout.paragraph(site.authority[lang], 11, 2);
  layout.paragraph(site.name[lang], 11, 16);
  noteIllustrative(layout, lang);

  // The contents' page, written once the sections are laid out
  layout.newPage();
  const contentsPage = pdf.getCurrentPageInfo().pageNumber;

  layout.newPage();
  section((doc.summaryTitle ?? { en: w.summary, ar: w.summary })[lang]);
  if (doc.summary) layout.paragraph(doc.summary[lang], 11, 6);
  layout.paragraph(doc.description[lang], 11, 10);
  if (doc.domains) {
    // The annual report: one key figure per domain in its summary, then a section per domain
    keyFigures(layout, lang, doc.indicators);
    noteIllustrative(layout, lang);
    for (const { title: domainTitle, domain } of doc.domains) {
      section(domainTitle[lang], 300);
      for (const indicator of doc.indicators.filter((i) => i.domain === domain)) {
        layout.room(280);
        layout.paragraph(indicator.name[lang], 12, 2);
        indicatorBody(layout, lang, indicator);
      }
    }
  } else {
    section(w.keyFigures);
    keyFigures(layout, lang, doc.indicators);
    noteIllustrative(layout, lang);
    if (doc.view === 'sdg') {
      section(w.sdg);
      const entries = doc.sdg ?? [];
      layout.table(
        [
          { header: w.indicator, weight: 3 },
          { header: w.target, weight: 1, right: true },
          { header: w.level, weight: 2 },
          { header: w.latest, weight: 2, right: true },
        ],
        entries.map((e) => [
          e.name[lang],
          e.target,
          w.levels[e.level ?? 'none'],
          e.latest ? `${formatValue(lang, e.latest[1], e.decimals)} (${formatYear(lang, e.latest[0])})` : '—',
        ]),
        { size: 9, wrap: true },
      );
    }
    if (doc.view === 'governorates')
      for (const g of governorates) {
        section(g.name[lang], 200);
        keyFigures(layout, lang, doc.indicators, g.id);
      }
    else
      for (const indicator of doc.indicators) {
        section(indicator.name[lang], 320);
        indicatorBody(layout, lang, indicator);
      }
  }

  section(w.sources);
  for (const indicator of doc.indicators) {
    const source = dataSources.find((s) => s.id === indicator.source);
    layout.room(50);
    layout.paragraph(indicator.name[lang], 10, 1);
    pdf.setTextColor(80);
    layout.paragraph(`${w.source}: ${source?.name[lang] ?? indicator.source}`, 9, 1);
    layout.paragraph(site.url + localize(paths.indicator(indicator.id), lang), 9, 6);
    pdf.setTextColor(0);
  }
  noteIllustrative(layout, lang);

  // The contents, with the true page of each section and a link to it
  const last = pdf.getNumberOfPages();
  pdf.setPage(contentsPage);
  layout.y = 40;
  pdf.setTextColor(15, 100, 102);
  layout.paragraph(w.contents, 18, 12);
  pdf.setTextColor(0);
  pdf.setFontSize(11);
  const numberWidth = 40;
  for (const entry of toc) {
    layout.y += 20;
    const text = layout.fit(entry.title, layout.width - numberWidth - 10);
    const number = formatInteger(lang, entry.page);
    if (layout.rtl) {
      layout.write(text, layout.left + numberWidth + 10, layout.y, layout.width - numberWidth - 10, true);
      layout.write(number, layout.left, layout.y, numberWidth, false);
    } else {
      layout.write(text, layout.left, layout.y, layout.width - numberWidth - 10, false);
      layout.write(number, layout.left + layout.width - numberWidth, layout.y, numberWidth, true);
    }
    pdf.link(layout.left, layout.y - 12, layout.width, 16, { pageNumber: entry.page });
  }
  pdf.setPage(last);

  const bytes = layout.finish(title, pageLabel(lang));
  const figures = figureRows(lang, doc.indicators).map(([label, value, year]) => ({
    label: label!,
    value: value!,
    year: year!,
  }));
  return { data: bytes, file: { pages: last, toc, figures } satisfies Omit<PdfFile, 'bytes'> };
}

/** The publications catalogue in one language, as CSV and PDF, each publication with its announced length. */
export function buildCatalogue(lang: Language, font: string) {
  const w = words[lang];
  const category = (id: string) => publications.categories.find((c) => c.id === id)!.label[lang];
  const list = publications.publications;
  const url = (id: string) => site.url + paths.publicationPdf('publications', id, lang);
  const csv =
    BOM +
    toCsv([
      [...w.columns],
      ...list.map((p) => [
        p.id,
        neutral(p.title[lang]),
        neutral(p.type[lang]),
        neutral(category(p.category)),
        p.date,
        p.pages,
        p.downloads,
        neutral(p.description[lang]),
        url(p.id),
      ]),
    ]);
  const date = list
    .map((p) => p.date)
    .sort()
    .at(-1)!;
  const layout = newLayout(lang, font, w.catalogue, w.catalogueLead, date, `publications/catalogue.${lang}`);
  layout.doc.setTextColor(15, 100, 102);
  layout.paragraph(w.catalogue, 20, 6);
  layout.doc.setTextColor(0);
  layout.paragraph(w.catalogueLead, 10, 4);
  layout.paragraph(`${site.authority[lang]} · ${site.name[lang]}`, 10, 10);
  layout.table(
    w.pdfHeaders.map((header, i) => ({ header, weight: [3, 1.6, 1.2, 1.8, 0.8][i], right: i === 4 })),
    list.map((p) => [
      p.title[lang],
      p.type[lang],
      category(p.category),
      formatDate(lang, p.date).replace(/ \(.*\)$/, ''),
      formatInteger(lang, p.pages),
    ]),
    { size: 9, wrap: true },
  );
  for (const p of list) {
    layout.room(40);
    layout.paragraph(p.title[lang], 10, 1);
    layout.doc.setTextColor(80);
    layout.paragraph(p.description[lang], 9, 1);
    layout.paragraph(url(p.id), 8, 6);
    layout.doc.setTextColor(0);
  }
  return {
    csv: new TextEncoder().encode(csv),
    pdf: layout.finish(w.catalogue, pageLabel(lang)),
  };
}

/** DejaVu Sans from its package, as the binary string Layout takes. */
export const loadFont = () => binaryString(readFileSync(createRequire(import.meta.url).resolve(FONT_FILE)));

/**
 * Every file, by its path under /downloads, and what the pages read about them (publication-files.json).
 * `font`: DejaVu Sans as a binary string (core/pdf/layout.ts).
 */
export function publicationOutputs(indicators: Indicator[], font: string) {
  const files = new Map<string, Uint8Array>();
  const index: PublicationFiles = {
    publications: {},
    reports: {},
    catalogue: { en: { csv: 0, pdf: 0 }, ar: { csv: 0, pdf: 0 } },
  };
  for (const doc of documents(indicators)) {
    const entry = {} as Record<Language, PdfFile>;
    for (const lang of languages) {
      const { data, file } = buildPdf(doc, lang, font);
      files.set(`${doc.kind}/${doc.id}.${lang}.pdf`, data);
      entry[lang] = { ...file, bytes: data.byteLength };
    }
    index[doc.kind][doc.id] = entry;
  }
  for (const lang of languages) {
    const { csv, pdf } = buildCatalogue(lang, font);
    files.set(`publications/catalogue.${lang}.csv`, csv);
    files.set(`publications/catalogue.${lang}.pdf`, pdf);
    index.catalogue[lang] = { csv: csv.byteLength, pdf: pdf.byteLength };
  }
  return { files, index };
}
