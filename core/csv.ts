/** UTF-8 byte order mark, so spreadsheet programs read Arabic and other non-Latin text correctly. */
export const BOM = '\uFEFF';

/** One CSV field per RFC 4180: quoted when it holds a comma, quote or line break; quotes doubled. */
export function csvField(value: string | number) {
  const text = String(value);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** Rows to RFC 4180 CSV text with CRLF line ends (no BOM: downloads add it). */
export function toCsv(rows: readonly (readonly (string | number)[])[]) {
  return rows.map((row) => row.map(csvField).join(',')).join('\r\n') + '\r\n';
}
