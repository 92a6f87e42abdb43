// Prints p50 / p95 of ch/dashboard and ch/reports/summary for the demo publisher at 1 M and 5 M
// click events (BENCH_SIZES overrides, e.g. "1000000"), 30- and 90-day ranges, grouped by date,
// country, offer and sub1. Runs the endpoints' own modules against a fresh database per size
// (kept under BENCH_DIR, default /tmp/pp-bench, so a second run reuses it). Not a timed test.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { openDatabase } from '../host-demo/lib/db.mjs';
import { dashboard } from '../host-demo/features/reports/dashboard.mjs';
import { summaryReport } from '../host-demo/features/reports/summary.mjs';
import { ensureSeeded } from '../host-demo/seed/index.mjs';

const sizes = (process.env.BENCH_SIZES ?? '1000000,5000000').split(',').map(Number);
const runs = Number(process.env.BENCH_RUNS ?? 20);
const dir = process.env.BENCH_DIR ?? '/tmp/pp-bench';
const DEMO = 1;

const day = (offset) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const range = (days) => `${day(-(days - 1))} 00:00:00 - ${day(0)} 23:59:59`;
const pct = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

async function measure(work) {
  await work(); // warm-up
  const times = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    await work();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { p50: pct(times, 50), p95: pct(times, 95) };
}

for (const size of sizes) {
  const file = path.join(dir, `clicks-${size}`, 'bench.duckdb');
  mkdirSync(path.dirname(file), { recursive: true });
  process.env.DEMO_CLICKS = String(size);
  const db = await openDatabase(file);
  const started = performance.now();
  if (await ensureSeeded(db))
    console.log(
      `seeded ${size.toLocaleString('en-US')} clicks in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
  const clicks = Number((await db.get(`SELECT count(*) AS n FROM clicks`))?.n);
  const own = Number(
    (await db.get(`SELECT count(*) AS n FROM clicks WHERE publisher_id = ${DEMO}`))?.n,
  );
  console.log(
    `\n${clicks.toLocaleString('en-US')} click events (demo publisher ${own.toLocaleString('en-US')}), ${runs} runs each`,
  );
  console.log('endpoint                 range  grouping        p50 ms   p95 ms');
  for (const days of [30, 90]) {
    const dateRange = range(days);
    const rows = [['ch/dashboard', '', () => dashboard(db, DEMO, { dateRange })]];
    for (const grouping of ['date', 'country', 'offerCampaign', 'sub1'])
      rows.push([
        'ch/reports/summary',
        grouping,
        () => summaryReport(db, DEMO, { dateRange, grouping }),
      ]);
    for (const [name, grouping, work] of rows) {
      const { p50, p95 } = await measure(work);
      console.log(
        `${name.padEnd(24)} ${String(days).padStart(3)} d  ${grouping.padEnd(14)} ${p50.toFixed(1).padStart(7)}  ${p95.toFixed(1).padStart(7)}`,
      );
    }
  }
  await db.close();
}
