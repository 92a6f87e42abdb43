// @ts-check
/**
 * Latency of GET /publisher/api/offers over filter combinations of the seeded catalogue:
 * `node host-demo/bench/offers-list.mjs [requests]` prints p50 / p95 / max in ms (goal p95 ≤ 50).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { startServer } from '../server.mjs';

const requests = Number(process.argv[2] ?? 300);
const dataDir = await mkdtemp(path.join(os.tmpdir(), 'pp-bench-'));
const server = await startServer({ port: 0, dataDir, distDir: 'dist', quiet: true });
try {
  const login = await globalThis.fetch(`${server.url}/publisher/api/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username: 'demo', password: 'demo-password' }),
  });
  const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  const options = {
    category: ['', '1', '2,5', '3,4,9'],
    country: ['', 'US', 'DE,FR', 'BR'],
    device: ['', '0', '1', '2'],
    promoChannel: ['', 'social', 'push,email'],
    status: ['', '10', '1,5', '3,4'],
    search: ['', 'Pro', '#1005', 'casino'],
    order: ['', 'order[payout]=desc', 'order[title]=asc', 'order[status]=asc'],
    page: ['1', '2', '5'],
  };
  /** @type {number[]} */
  const times = [];
  for (let i = 0; i < requests; i++) {
    const query = Object.entries(options)
      .map(([name, values]) => {
        const value = values[Math.floor(Math.random() * values.length)] ?? '';
        if (!value) return '';
        return name === 'order' ? value : `${name}=${encodeURIComponent(value)}`;
      })
      .filter(Boolean)
      .join('&');
    const started = globalThis.performance.now();
    const res = await globalThis.fetch(`${server.url}/publisher/api/offers?${query}`, {
      headers: { cookie },
    });
    await res.arrayBuffer();
    times.push(globalThis.performance.now() - started);
    if (!res.ok) throw new Error(`${res.status} for ?${query}`);
  }
  times.sort((a, b) => a - b);
  const at = (/** @type {number} */ q) =>
    times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? 0;
  console.log(
    `offers list: ${requests} requests, p50 ${at(0.5).toFixed(1)} ms, p95 ${at(0.95).toFixed(1)} ms, max ${at(1).toFixed(1)} ms`,
  );
} finally {
  await server.close();
  await rm(dataDir, { recursive: true, force: true });
}
