// @ts-check
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { ensureSeeded, reseed } from '../seed/index.mjs';
import { clearStoredFiles } from './cdn-store.mjs';
import { openDatabase } from './db.mjs';
import { createMailer } from './mailer.mjs';
import { FaultInjector, defaultSettings } from './settings.mjs';

/**
 * Everything a handler may need: `fastify.app`, in handlers `request.server.app`.
 * @typedef {object} AppContext
 * @property {import('./db.mjs').Db} db
 * @property {import('./settings.mjs').DemoSettings} settings  mutable; see /__demo/settings
 * @property {FaultInjector} faults
 * @property {import('./mailer.mjs').Mailer} mailer
 * @property {string} dataDir
 * @property {string} distDir
 * @property {string} hostDemoDir  this directory (openapi.yaml, public/)
 * @property {string} publicUrl  origin the server is reachable at, e.g. http://127.0.0.1:4173
 * @property {(message: string, error?: unknown) => void} logError
 * @property {() => Promise<void>} reset  re-seed the database and restore default settings
 */

/**
 * @param {{ dataDir: string, distDir: string, hostDemoDir: string }} options
 * @returns {Promise<AppContext>}
 */
export async function createAppContext({ dataDir, distDir, hostDemoDir }) {
  await mkdir(dataDir, { recursive: true });
  const db = await openDatabase(path.join(dataDir, 'demo.duckdb'));
  try {
    await ensureSeeded(db);
  } catch (error) {
    await db.close();
    throw error;
  }
  /** @type {AppContext} */
  const app = {
    db,
    settings: defaultSettings(),
    faults: new FaultInjector(),
    mailer: createMailer(db),
    dataDir,
    distDir,
    hostDemoDir,
    publicUrl: '',
    logError: (message, error) => {
      // Unexpected errors are always logged, even with quiet: they mean a bug.
      console.error(`[host-demo] ${message}`, error ?? '');
    },
    reset: async () => {
      await reseed(db);
      await clearStoredFiles(dataDir);
      app.settings = defaultSettings();
      app.faults.reset();
    },
  };
  return app;
}
