// @vitest-environment node
/** Seeding must give every fresh data directory the same rows (tests and demos rely on it). */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { importHostDemo } from './harness';

type Row = Record<string, unknown>;
interface Db {
  all(sql: string): Promise<Row[]>;
  close(): Promise<void>;
}
interface DbModule {
  openDatabase(file: string): Promise<Db>;
}
interface SeedModule {
  ensureSeeded(db: Db, at?: number): Promise<boolean>;
}

const dirs: string[] = [];
afterAll(async () => {
  await Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true })));
});

async function seededRows(
  at: number,
): Promise<{ seeded: boolean; reseeded: boolean; rows: Row[][] }> {
  const { openDatabase } = await importHostDemo<DbModule>('lib/db.mjs');
  const { ensureSeeded } = await importHostDemo<SeedModule>('seed/index.mjs');
  const dir = await mkdtemp(join(tmpdir(), 'pp-seed-'));
  dirs.push(dir);
  const db = await openDatabase(join(dir, 'demo.duckdb'));
  try {
    const seeded = await ensureSeeded(db, at);
    const reseeded = await ensureSeeded(db, at);
    const rows = [];
    for (const table of [
      'customers',
      'managers',
      'publishers',
      'meta',
      'publisher_custom_fields',
      'announcements',
      'announcement_views',
      'notifications',
      'competitions',
      'proxy_domains',
    ]) {
      rows.push(await db.all(`SELECT * FROM ${table} ORDER BY ALL`));
    }
    return { seeded, reseeded, rows };
  } finally {
    await db.close();
  }
}

describe('seeding', () => {
  it('produces identical rows in two fresh data directories, once', async () => {
    // One clock for both: seeds run seconds apart could straddle the hour the seed is anchored at.
    const at = Date.now();
    const first = await seededRows(at);
    const second = await seededRows(at);
    expect(first.seeded).toBe(true);
    expect(first.reseeded).toBe(false);
    expect(first.rows[2]?.length).toBeGreaterThanOrEqual(3);
    expect(second.rows).toEqual(first.rows);
  }, 30_000);
});
