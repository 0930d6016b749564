/** CSV as the desk's exports write it (the orders list, GSTR-1): RFC 4180 rows, safe to open in a spreadsheet. */

/**
 * A cell as Excel and LibreOffice read it safely: text that a spreadsheet would take for a formula
 * (starting with = + - @, a tab or a carriage return) gets a leading apostrophe (OWASP's advice),
 * and every cell is quoted per RFC 4180.
 */
export function csvCell(value: string | number | null): string {
  let text = value === null ? '' : String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return `"${text.replaceAll('"', '""')}"`;
}

/** One row of cells, CRLF-terminated. */
export function csvRow(values: (string | number | null)[]): string {
  return `${values.map(csvCell).join(',')}\r\n`;
}
