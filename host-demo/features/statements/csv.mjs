// @ts-check
/** The statement as CSV: the PDF's lines, one a row, amounts as plain decimals. */
import { toCsv } from '../../resources/csv.mjs';
import { statementLines } from './lines.mjs';

export const STATEMENT_CSV_COLUMNS = ['line', 'label', 'value', 'conversions', 'amount'];

/**
 * @param {import('./statement.mjs').Statement} statement
 * @param {import('./texts.mjs').Language} language
 */
export function statementCsv(statement, language) {
  const { head, offers, promo, totals } = statementLines(statement, language);
  const rows = [...head, ...offers, ...promo, ...totals].map((line) => ({
    line: line.code,
    label: line.label,
    value: line.text,
    conversions: line.count ?? '',
    amount: line.cents === undefined ? '' : line.cents / 100,
  }));
  return toCsv(STATEMENT_CSV_COLUMNS, rows);
}
