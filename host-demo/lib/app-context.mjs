// @ts-check
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { ensureSeeded, reseed } from '../seed/index.mjs';
import { clearStoredFiles } from './cdn-store.mjs';
import { openDatabase } from './db.mjs';
import { createMailer } from './mailer.mjs';
import { FaultInjector, defaultSettings } from './settings.mjs';
import { createThrottles } from './throttle.mjs';

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
 * @property {string} publicUrl  the public origin (config.publicOrigin), e.g. http://127.0.0.1:4173
 * @property {import('./server-config.mjs').ServerConfig} config
 * @property {import('./throttle.mjs').Throttles} throttles  in memory; reset with the database
 * @property {(message: string, error?: unknown) => void} logError
 * @property {() => Promise<void>} reset  re-seed the database and restore default settings
 */

/**
 * @param {{ dataDir: string, distDir: string, hostDemoDir: string, config: import('./server-config.mjs').ServerConfig }} options
 * @returns {Promise<AppContext>}
 */
export async function createAppContext({ dataDir, distDir, hostDemoDir, config }) {
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
    config,
    throttles: createThrottles(),
    logError: (message, error) => {
      // Unexpected errors are always logged, even with quiet: they mean a bug.
      console.error(`[host-demo] ${message}`, error ?? '');
    },
    reset: async () => {
      await reseed(db);
      await clearStoredFiles(dataDir);
      app.settings = defaultSettings();
      app.faults.reset();
      app.throttles.reset();
    },
  };
  return app;
}
