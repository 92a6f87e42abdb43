// @ts-check
import { DuckDBInstance, LIST, VARCHAR, listValue } from '@duckdb/node-api';

/** @typedef {import('@duckdb/node-api').DuckDBConnection} DuckDBConnection */
/** @typedef {import('@duckdb/node-api').DuckDBValue} DuckDBValue */
/** @typedef {string | number | boolean | null | string[]} SqlParam */
/** @typedef {Record<string, import('@duckdb/node-api').Json>} Row */

/**
 * @typedef {object} Db
 * @property {(sql: string, params?: SqlParam[]) => Promise<Row[]>} all
 * @property {(sql: string, params?: SqlParam[]) => Promise<Row | undefined>} get
 * @property {(sql: string, params?: SqlParam[]) => Promise<void>} run
 * @property {<T>(work: (tx: Db) => Promise<T>) => Promise<T>} transaction
 *   Runs `work` inside BEGIN/COMMIT while holding the connection exclusively.
 * @property {DuckDBConnection} connection  For bulk work (appenders); use inside `transaction`.
 * @property {() => Promise<void>} close
 */

/**
 * JS string arrays become VARCHAR[] values; the explicit type also covers empty lists, whose
 * element type DuckDB cannot infer.
 * @param {SqlParam[]} params
 */
function toDuckParams(params) {
  /** @type {DuckDBValue[]} */
  const values = [];
  /** @type {(import('@duckdb/node-api').DuckDBType | undefined)[]} */
  const types = [];
  for (const param of params) {
    if (Array.isArray(param)) {
      values.push(listValue(param));
      types.push(LIST(VARCHAR));
    } else {
      values.push(param);
      types.push(undefined);
    }
  }
  // undefined entries mean "infer from the value", which the runtime supports but the
  // published typings do not express.
  return { values, types: /** @type {import('@duckdb/node-api').DuckDBType[]} */ (types) };
}

/**
 * @param {DuckDBConnection} connection
 * @returns {Omit<Db, 'transaction' | 'close' | 'connection'>}
 */
function queries(connection) {
  /** @type {(sql: string, params?: SqlParam[]) => Promise<Row[]>} */
  const all = async (sql, params = []) => {
    const { values, types } = toDuckParams(params);
    const reader = await connection.runAndReadAll(sql, values, types);
    return reader.getRowObjectsJson();
  };
  return {
    all,
    get: async (sql, params) => (await all(sql, params))[0],
    run: async (sql, params = []) => {
      const { values, types } = toDuckParams(params);
      await connection.run(sql, values, types);
    },
  };
}

/**
 * Opens (or creates) the database file. One connection, used by one caller at a time:
 * a promise chain serialises access so a transaction never interleaves with other requests.
 * @param {string} file  a path, or ':memory:'
 * @returns {Promise<Db>}
 */
export async function openDatabase(file) {
  const instance = await DuckDBInstance.create(file);
  const connection = await instance.connect();
  const direct = queries(connection);
  /** @type {Promise<unknown>} */
  let tail = Promise.resolve();

  /**
   * @template T
   * @param {() => Promise<T>} work
   * @returns {Promise<T>}
   */
  function exclusive(work) {
    const result = tail.then(work, work);
    tail = result.catch(() => undefined);
    return result;
  }

  /** @type {Db} */
  const db = {
    all: (sql, params) => exclusive(() => direct.all(sql, params)),
    get: (sql, params) => exclusive(() => direct.get(sql, params)),
    run: (sql, params) => exclusive(() => direct.run(sql, params)),
    transaction: (work) =>
      exclusive(async () => {
        await connection.run('BEGIN TRANSACTION');
        /** @type {Db} */
        const tx = {
          ...direct,
          connection,
          transaction: (inner) => inner(tx),
          close: () => Promise.reject(new Error('cannot close inside a transaction')),
        };
        try {
          const result = await work(tx);
          await connection.run('COMMIT');
          return result;
        } catch (error) {
          await connection.run('ROLLBACK');
          throw error;
        }
      }),
    connection,
    close: () =>
      exclusive(async () => {
        connection.closeSync();
        instance.closeSync();
      }),
  };
  return db;
}

/**
 * Inserts plain objects (all with the same keys) with one prepared statement per row.
 * Fine for hundreds of rows; use an appender on `db.connection` for millions.
 * @param {Pick<Db, 'run'>} db
 * @param {string} table
 * @param {Record<string, SqlParam>[]} rows
 */
export async function insertRows(db, table, rows) {
  const first = rows[0];
  if (!first) return;
  const columns = Object.keys(first);
  const placeholders = columns.map((_, i) => `$${i + 1}`).join(', ');
  const sql = `INSERT INTO ${table} (${columns.join(', ')}) VALUES (${placeholders})`;
  for (const row of rows) {
    await db.run(
      sql,
      columns.map((column) => row[column] ?? null),
    );
  }
}

/**
 * Timestamps are stored as UTC in TIMESTAMP columns, formatted here rather than with now(),
 * whose conversion would follow the machine's time zone.
 * @param {Date} [date]
 */
export function sqlTimestamp(date = new Date()) {
  return date.toISOString().replace('T', ' ').replace('Z', '');
}

/**
 * A TIMESTAMP column as read from DuckDB ("2025-01-14 09:00:00") → ISO 8601 UTC
 * ("2025-01-14T09:00:00Z").
 * @param {import('@duckdb/node-api').Json | undefined} value
 */
export function isoTimestamp(value) {
  return `${String(value).replace(' ', 'T')}Z`;
}
