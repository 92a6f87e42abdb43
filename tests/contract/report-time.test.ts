// @vitest-environment node
/**
 * Reports turn UTC event times into the publisher's local days and hours with one CASE branch
 * per offset change. The changes must be the zone's real ones, to the quarter hour.
 */
import { describe, expect, it } from 'vitest';
import { importHostDemo } from './harness';

interface TimeModule {
  offsetMinutes(zone: string, at: number): number;
  offsetSpans(zone: string, from: number, to: number): [number, number][];
}

const QUARTER_MS = 900_000;
const ZONES = [
  'UTC',
  'Europe/Prague',
  'America/New_York',
  'America/Santiago',
  'Australia/Lord_Howe', // daylight saving of 30 minutes
  'Asia/Kathmandu', // +5:45
  'Asia/Kolkata',
];

describe('offset changes of a report range', () => {
  it.each(ZONES)('%s: every quarter hour of 400 days has the offset of its span', async (zone) => {
    const time = await importHostDemo<TimeModule>('features/reports/time.mjs');
    const from = Date.UTC(2025, 9, 1, 22, 0, 0);
    const to = from + 400 * 86_400_000;
    const spans = time.offsetSpans(zone, from, to);
    const spanAt = (at: number) => [...spans].reverse().find(([start]) => start <= at)?.[1];
    const wrong: string[] = [];
    for (let at = from; at < to; at += QUARTER_MS) {
      const expected = time.offsetMinutes(zone, at);
      if (spanAt(at) !== expected) wrong.push(`${new Date(at).toISOString()} ${expected}`);
    }
    expect(wrong.slice(0, 3)).toEqual([]);
    expect(spans.length).toBeLessThan(8);
  });
});

describe('local time in SQL', () => {
  it.each(['America/Bogota', 'Asia/Kathmandu', 'UTC'])(
    '%s: a zone without offset changes gives a statement DuckDB runs',
    async (zone) => {
      const time = await importHostDemo<{
        localTime(column: string, range: { zone: string; from: number; to: number }): string;
      }>('features/reports/time.mjs');
      const { DuckDBInstance } = await import('@duckdb/node-api');
      const connection = await (await DuckDBInstance.create(':memory:')).connect();
      const at = Date.UTC(2026, 0, 10, 12, 0, 0);
      const sql = time.localTime("TIMESTAMP '2026-01-10 12:00:00'", { zone, from: at, to: at });
      const rows = (await connection.runAndReadAll(`SELECT epoch_ms(${sql})`)).getRows();
      expect(Number(rows[0]?.[0])).toBe(
        at + (time as unknown as TimeModule).offsetMinutes(zone, at) * 60_000,
      );
    },
  );
});
