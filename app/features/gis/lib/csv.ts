/** RFC 4180 CSV: fields with a comma, quote or line break are quoted; lines end with CRLF. */
export function toCsv(rows: readonly (readonly (string | number)[])[]): string {
  return rows.map((row) => row.map(field).join(',')).join('\r\n') + '\r\n';
}

function field(value: string | number): string {
  const text = String(value);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** UTF-8 byte order mark, so that spreadsheet programs read Arabic and other non-Latin text correctly. */
export const BOM = '\uFEFF';
