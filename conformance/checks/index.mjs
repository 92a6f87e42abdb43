// @ts-check
/**
 * Every check, in the order they run: reads first, then probes that only sign in and out,
 * then the writes (skipped with --read-only), the login throttle last (it locks the account).
 */
import { objectAccess } from './access.mjs';
import {
  emailNeedsPassword,
  loginThrottle,
  passwordPolicy,
  registrationThrottle,
  resetThrottle,
  uploadNeedsPass,
} from './accounts.mjs';
import { authRequired, contractSweep, queryBounds } from './contract.mjs';
import {
  crossSiteWrites,
  hostUntrusted,
  jsonOnlyBodies,
  noSwitches,
  portalHeaders,
} from './requests.mjs';
import { sessionCookie, sessionFixation, sessionLogout } from './sessions.mjs';

/** @type {import('../lib/kit.mjs').Check[]} */
export const CHECKS = [
  contractSweep,
  queryBounds,
  authRequired,
  objectAccess,
  sessionCookie,
  sessionFixation,
  sessionLogout,
  crossSiteWrites,
  jsonOnlyBodies,
  hostUntrusted,
  portalHeaders,
  noSwitches,
  passwordPolicy,
  emailNeedsPassword,
  uploadNeedsPass,
  resetThrottle,
  registrationThrottle,
  loginThrottle,
];
