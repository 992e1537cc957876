/**
 * Page layout for PDFs on jsPDF (the catalogue's data sheets at build, the dashboard's PDF in the browser): A4
 * pages, DejaVu Sans embedded (Arabic and Latin glyphs; the caller passes the TTF's bytes), text that wraps or
 * is cut to fit, tables that break across pages, page numbers in the footer. Arabic is shaped by jsPDF's Arabic
 * plugin and laid out right to left by its bidi engine, given a right-to-left paragraph. A right-to-left layout
 * (`rtl`) also right-aligns other text and lays table columns from the right.
 */
import { jsPDF } from 'jspdf';

/** The font's file in the dejavu-fonts-ttf package. */
export const FONT_FILE = 'dejavu-fonts-ttf/ttf/DejaVuSans.ttf';
export const MARGIN = 40;
const FOOTER = 24;
const FONT = 'DejaVuSans';
/** Cell padding in points. */
const PAD = 3;
/** Wrapped cells stop here, so a row always fits on a page. */
const MAX_CELL_LINES = 30;
const ARABIC = /[\u0600-\u06ff\u0750-\u077f\ufb50-\ufdff\ufe70-\ufeff]/;
/** Logical right-to-left input to visual left-to-right glyph order (what a PDF shows), brackets mirrored. */
const RTL = {
  isInputVisual: false,
  isOutputVisual: true,
  isInputRtl: true,
  isOutputRtl: false,
  isSymmetricSwapping: true,
};

/**
 * Arabic made safe for jsPDF's shaper, which looks only at the neighbouring characters and takes anything in
 * the Arabic block for a letter: diacritics (non-spacing marks) and tatweel are dropped, a zero-width
 * non-joiner keeps a letter from joining Arabic punctuation or digits, and a left-to-right mark keeps a date
 * such as 2024-12-31 in order after Arabic words (the bidi rules would otherwise show 31-12-2024).
 */
const shapeable = (text: string) =>
  text
    .replace(/\u0640|\p{Mn}/gu, '')
    .replace(/([\u0620-\u064a])(?=[\u060c\u061b\u061f\u0660-\u066d\u06d4])/g, '$1\u200c')
    .replace(/([\u060c\u061b\u061f\u0660-\u066d\u06d4])(?=[\u0620-\u064a])/g, '$1\u200c')
    .replace(/\d+(?:-\d+)+/g, '\u200e$&');

/** The bytes of a font file as the binary string jsPDF's file system takes. */
export function binaryString(bytes: Uint8Array) {
  let text = '';
  for (let i = 0; i < bytes.length; i += 0x8000)
    text += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return text;
}

/** A table column: `weight` shares the width (default: by content); `right` right-aligns it (Arabic always is). */
type Column = { header: string; weight?: number; right?: boolean };
type Orientation = 'portrait' | 'landscape';
type Table = { columns: Column[]; widths: number[]; size: number; wrap: boolean };

/**
 * Widths filling `total`: in proportion when everything fits, else narrow columns keep their natural width
 * and the widest share what is left (so ids and numbers stay whole and long text is cut).
 */
function share(natural: number[], total: number): number[] {
  const sum = natural.reduce((a, b) => a + b, 0);
  if (sum <= total) return natural.map((w) => (w * total) / sum);
  const widths = [...natural];
  let rest = total;
  let count = natural.length;
  for (const i of natural.map((_, i) => i).sort((a, b) => natural[a]! - natural[b]!)) {
    widths[i] = Math.min(natural[i]!, rest / count--);
    rest -= widths[i]!;
  }
  return widths;
}

export class Layout {
  readonly doc: jsPDF;
  y = MARGIN;

  readonly rtl: boolean;

  /**
   * `font`: DejaVu Sans (FONT_FILE) as a binary string. `date` (YYYY-MM-DD) is recorded as the creation date
   * and, with `id` (32 hex digits), makes the file ID: no clock is read.
   */
  constructor(info: {
    title: string;
    subject: string;
    author: string;
    date: string;
    id: string;
    font: string;
    rtl?: boolean;
  }) {
    this.rtl = info.rtl ?? false;
    this.doc = new jsPDF({ unit: 'pt', format: 'a4', compress: true, putOnlyUsedFonts: true });
    this.doc.addFileToVFS(`${FONT}.ttf`, info.font);
    this.doc.addFont(`${FONT}.ttf`, FONT, 'normal');
    this.doc.setFont(FONT);
    this.doc.setCreationDate(`D:${info.date.replace(/-/g, '')}000000+00'00'`);
    this.doc.setFileId(info.id);
    this.doc.setProperties({
      title: info.title,
      subject: info.subject,
      author: info.author,
      creator: info.author,
    });
  }

  get width() {
    return this.doc.internal.pageSize.getWidth() - 2 * MARGIN;
  }

  private get bottom() {
    return this.doc.internal.pageSize.getHeight() - MARGIN - FOOTER;
  }

  get orientation(): Orientation {
    const { pageSize } = this.doc.internal;
    return pageSize.getWidth() > pageSize.getHeight() ? 'landscape' : 'portrait';
  }

  newPage(orientation = this.orientation) {
    this.doc.addPage('a4', orientation);
    this.y = MARGIN;
  }

  /** Starts a new page unless `height` points still fit on this one. */
  room(height: number) {
    if (this.y + height > this.bottom) this.newPage();
  }

  get left() {
    return MARGIN;
  }

  /**
   * One line in a box from `x`, `width` wide: Arabic right-aligned and right to left, other text left-aligned
   * (right-aligned when `right` or in a right-to-left layout).
   */
  write(text: string, x: number, y: number, width: number, right = this.rtl) {
    if (ARABIC.test(text)) this.doc.text(shapeable(text), x + width, y, { align: 'right', ...RTL });
    else if (right) this.doc.text(text, x + width, y, { align: 'right' });
    else this.doc.text(text, x, y);
  }

  /** `text` cut with an ellipsis to fit `width`. */
  fit(text: string, width: number) {
    if (this.doc.getTextWidth(text) <= width) return text;
    const chars = Array.from(text);
    let [low, high] = [0, chars.length];
    while (low < high) {
      const mid = Math.ceil((low + high) / 2);
      if (this.doc.getTextWidth(chars.slice(0, mid).join('') + '…') <= width) low = mid;
      else high = mid - 1;
    }
    return chars.slice(0, low).join('').trimEnd() + '…';
  }

  /** Wrapped text across the page width, in points of `size`. */
  paragraph(text: string, size: number, gap = size * 0.6) {
    this.doc.setFontSize(size);
    for (const line of this.doc.splitTextToSize(text, this.width) as string[]) {
      this.room(size * 1.3);
      this.y += size * 1.3;
      this.write(line, MARGIN, this.y, this.width);
    }
    this.y += gap;
  }

  heading(text: string) {
    this.room(100);
    this.y += 10;
    this.paragraph(text, 13, 4);
  }

  /**
   * A table across the page width; columns share it by `weight` (default: their content). Cells wrap when
   * `wrap`, else are cut to one line; the header row always wraps and repeats on each new page.
   */
  table(columns: Column[], rows: string[][], { size, wrap }: { size: number; wrap: boolean }) {
    this.doc.setFontSize(size);
    const natural = columns.map(
      (c, i) =>
        c.weight ??
        Math.max(...[c.header, ...rows.map((r) => r[i]!)].map((t) => this.doc.getTextWidth(t))) + 2 * PAD,
    );
    const table = { columns, widths: share(natural, this.width), size, wrap };
    this.row(
      table,
      columns.map((c) => c.header),
      true,
    );
    for (const cells of rows) this.row(table, cells, false);
    this.y += 8;
  }

  private row(table: Table, cells: string[], header: boolean) {
    const { doc } = this;
    const { columns, widths, size } = table;
    const lineHeight = size * 1.25;
    const lines = cells.map((cell, i) =>
      table.wrap || header
        ? (doc.splitTextToSize(cell, widths[i]! - 2 * PAD) as string[]).slice(0, MAX_CELL_LINES)
        : [this.fit(cell, widths[i]! - 2 * PAD)],
    );
    const height = Math.max(...lines.map((l) => l.length)) * lineHeight + 2 * PAD;
    if (this.y + height > this.bottom) {
      this.newPage();
      if (!header)
        this.row(
          table,
          columns.map((c) => c.header),
          true,
        );
    }
    if (header) doc.setFillColor(230, 236, 240).rect(MARGIN, this.y, this.width, height, 'F');
    let x = this.rtl ? MARGIN + this.width : MARGIN;
    lines.forEach((cellLines, i) => {
      const width = widths[i]! - 2 * PAD;
      if (this.rtl) x -= widths[i]!;
      cellLines.forEach((line, j) =>
        this.write(line, x + PAD, this.y + PAD + size + j * lineHeight, width, this.rtl || columns[i]!.right),
      );
      if (!this.rtl) x += widths[i]!;
    });
    this.y += height;
    doc.setDrawColor(200).line(MARGIN, this.y, MARGIN + this.width, this.y);
  }

  /**
   * The footer of every page: `label` at the start, the page number ("Page i of n" unless `pageLabel` says
   * otherwise) at the end; then the file's bytes.
   */
  finish(label: string, pageLabel = (page: number, pages: number) => `Page ${page} of ${pages}`): Uint8Array {
    const { doc } = this;
    const pages = doc.getNumberOfPages();
    doc.setFontSize(8).setTextColor(100);
    for (let page = 1; page <= pages; page++) {
      doc.setPage(page);
      const y = doc.internal.pageSize.getHeight() - MARGIN / 2 - 4;
      const number = pageLabel(page, pages);
      const numberWidth = doc.getTextWidth(number);
      const start = this.fit(label, this.width - numberWidth - 20);
      if (this.rtl) {
        this.write(start, MARGIN + numberWidth + 20, y, this.width - numberWidth - 20, true);
        this.write(number, MARGIN, y, numberWidth, false);
      } else {
        this.write(start, MARGIN, y, this.width - numberWidth - 20, false);
        this.write(number, MARGIN, y, this.width, true);
      }
    }
    return new Uint8Array(doc.output('arraybuffer'));
  }
}
