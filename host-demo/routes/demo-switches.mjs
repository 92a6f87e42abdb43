// @ts-check
/**
 * Switches for tests and the demo; not part of the portal contract. They exist only with
 * DEMO_SWITCHES=1 (npm start and the tests set it; a production server must never), and even
 * then answer only requests from this machine that no other site started (lib/request-guard.mjs).
 */
import { twoFactorSwitchRoutes } from '../features/two-factor/switches.mjs';
import { HttpError } from '../lib/http.mjs';
import { parseSettingsPatch } from '../lib/settings.mjs';
import { claimSwitchRoutes } from '../features/claims/switches.mjs';
import { clickSwitchRoutes } from '../features/clicks/switches.mjs';
import { devErrorRoutes } from './dev-errors.mjs';
import { devMailboxRoutes } from './dev-mailbox.mjs';
import { financeLedgerSwitchRoutes } from '../features/finance/ledger-routes.mjs';
import { financePinSwitchRoutes } from '../features/finance/pin-switches.mjs';
import { offerChangeSwitchRoutes } from '../features/offers/change-switches.mjs';
import { decisionTestRoutes } from '../features/reports/decision-switches.mjs';
import { reportTestRoutes } from '../features/reports/switches.mjs';
import { statementSwitchRoutes } from '../features/statements/switches.mjs';
import { supportSwitchRoutes } from '../features/support/switches.mjs';

/** The throttle clock moves at most a day per call. */
const MAX_THROTTLE_MINUTES = 24 * 60;

/** Every 4xx of the switches, unreadable bodies included, is a 400 { error }. */
const switchError = (/** @type {HttpError} */ error) =>
  error.body !== undefined
    ? error
    : new HttpError(400, error.message, { body: { error: error.message } });

/**
 * Every switch; registered only when the switches are on.
 * @param {import('fastify').FastifyInstance} fastify
 */
export async function switchRoutes(fastify) {
  for (const plugin of [
    demoSwitchRoutes,
    throttleSwitchRoutes,
    devMailboxRoutes,
    devErrorRoutes,
    claimSwitchRoutes,
    clickSwitchRoutes,
    offerChangeSwitchRoutes,
    reportTestRoutes,
    decisionTestRoutes,
    financeLedgerSwitchRoutes,
    financePinSwitchRoutes,
    statementSwitchRoutes,
    supportSwitchRoutes,
    twoFactorSwitchRoutes,
  ]) {
    await fastify.register(plugin);
  }
}

/**
 * The throttles' clock (login, reset, registration, uploads): forget every count, or let
 * `minutes` pass for all of them.
 * @param {import('fastify').FastifyInstance} fastify
 */
async function throttleSwitchRoutes(fastify) {
  const { app } = fastify;
  const config = { mapError: switchError };
  fastify.post('/__demo/throttle/reset', { config }, async (_request, reply) => {
    app.throttles.reset();
    return reply.code(204).send();
  });
  fastify.post('/__demo/throttle/advance', { config }, async (request, reply) => {
    const minutes = /** @type {{ minutes?: unknown } | undefined} */ (request.body)?.minutes;
    if (typeof minutes !== 'number' || !(minutes > 0 && minutes <= MAX_THROTTLE_MINUTES)) {
      const error = `minutes: a number above 0, at most ${MAX_THROTTLE_MINUTES}.`;
      throw new HttpError(400, error, { body: { error } });
    }
    app.throttles.clock.offsetMs += Math.round(minutes * 60_000);
    return reply.code(204).send();
  });
}

/** @param {import('fastify').FastifyInstance} fastify */
async function demoSwitchRoutes(fastify) {
  const { app } = fastify;
  fastify.post('/__demo/reset', async (_request, reply) => {
    await app.reset();
    return reply.header('X-App-Version', app.settings.appVersion).code(204).send();
  });
  fastify.get('/__demo/settings', async () => app.settings);
  fastify.post(
    '/__demo/settings',
    { config: { mapError: switchError } },
    async (request, reply) => {
      if (request.body === undefined) throw new HttpError(400, 'Send a JSON object.');
      const patch = parseSettingsPatch(request.body);
      app.settings = { ...app.settings, ...patch };
      if (patch.errorRate !== undefined) app.faults.reset();
      // Send the new version on this very answer too.
      return reply.header('X-App-Version', app.settings.appVersion).send(app.settings);
    },
  );
}
