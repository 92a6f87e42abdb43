// @ts-check
/**
 * Inserts plain objects (all with the same keys) with multi-row INSERTs of 100 rows each: the
 * catalogue's thousands of rows one statement at a time would slow every /__demo/reset.
 * @param {Pick<import('../lib/db.mjs').Db, 'run'>} db
 * @param {string} table
 * @param {Record<string, import('../lib/db.mjs').SqlParam>[]} rows
 */
export async function insertBulk(db, table, rows) {
  const first = rows[0];
  if (!first) return;
  const columns = Object.keys(first);
  for (let start = 0; start < rows.length; start += 100) {
    const chunk = rows.slice(start, start + 100);
    const tuples = chunk.map(
      (_, r) => `(${columns.map((_, c) => `$${r * columns.length + c + 1}`).join(', ')})`,
    );
    await db.run(
      `INSERT INTO ${table} (${columns.join(', ')}) VALUES ${tuples.join(', ')}`,
      chunk.flatMap((row) => columns.map((column) => row[column] ?? null)),
    );
  }
}
