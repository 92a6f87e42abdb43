// @ts-check
/**
 * A CSV file (RFC 4180, CRLF line ends) of the given columns. Text that a spreadsheet would
 * run as a formula (= + - @ at the start) is prefixed with an apostrophe.
 * @param {string[]} columns
 * @param {Record<string, unknown>[]} rows
 */
export function toCsv(columns, rows) {
  /** @param {unknown} value */
  const cell = (value) => {
    let text = value === null || value === undefined ? '' : String(value);
    if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
    return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
  };
  const lines = [
    columns.join(','),
    ...rows.map((row) => columns.map((c) => cell(row[c])).join(',')),
  ];
  return `${lines.join('\r\n')}\r\n`;
}
