// @ts-check
/** The kit's tables: the contract (path × method × status seen) and the rules' verdicts. */

/** @param {string} text @param {number} width */
const cut = (text, width) => (text.length > width ? `${text.slice(0, width - 1)}…` : text);

/** @param {string[][]} rows */
function table(rows) {
  const widths = rows[0]?.map((_, i) => Math.max(...rows.map((r) => (r[i] ?? '').length))) ?? [];
  return rows.map((r) =>
    r
      .map((cell, i) => cell.padEnd(widths[i] ?? 0))
      .join('  ')
      .trimEnd(),
  );
}

const MARK = { pass: 'ok', fail: 'FAIL', skip: 'skip' };

/**
 * @param {Awaited<ReturnType<typeof import('./kit.mjs').runConformance>>} result
 * @param {{ verbose?: boolean }} [options]  every coverage row, not only the failing ones
 */
export function formatReport(result, options = {}) {
  const lines = [];
  const rows = result.coverage.filter((row) => options.verbose || row.problems.length > 0);
  const failing = result.coverage.filter((row) => row.problems.length > 0).length;
  lines.push(
    `Contract: ${result.coverage.length} (operation, status) pairs answered, ${failing} off the contract`,
  );
  if (rows.length > 0) {
    lines.push(
      ...table([
        ['method', 'path', 'status', 'result'],
        ...rows.map((row) => {
          const [method = '', path = ''] = row.key.split(' ');
          return [
            method,
            path,
            row.status,
            row.problems.length ? cut(row.problems[0] ?? '', 90) : 'ok',
          ];
        }),
      ]),
    );
  }
  lines.push('', 'Security requirements and contract rules:');
  lines.push(
    ...table([
      ['result', 'rule', 'detail'],
      ...result.rules.map((r) => [
        MARK[r.verdict],
        r.id,
        cut(r.problems[0] ?? r.notes[0] ?? '', 100),
      ]),
    ]),
  );
  for (const r of result.rules.filter((x) => x.verdict === 'fail')) {
    lines.push('', `FAIL ${r.id}: ${r.rule}`, ...r.problems.map((p) => `  - ${p}`));
  }
  const counts = ['pass', 'fail', 'skip'].map(
    (v) =>
      `${result.rules.filter((r) => r.verdict === v).length} ${v === 'pass' ? 'passed' : v === 'fail' ? 'failed' : 'skipped'}`,
  );
  lines.push('', `${result.ok ? 'PASS' : 'FAIL'}: ${counts.join(', ')}`);
  return lines.join('\n');
}
