// The error-reporting service's entry (see send-report.ts for what a report holds and where it
// goes). Where the error happened is taken at once, and who the publisher is once the profile
// has said so; the code that formats and sends it is a chunk of its own, loaded with the first
// error, so a page without errors downloads none of it.
import type * as Sender from './send-report';
import type { ReportDetails, ReportKind } from './types';

export type { ReportDetails, ReportKind } from './types';

// How long a report made before the profile has loaded waits for it, to name its publisher.
const USER_WAIT_MS = 3_000;

let user: number | null = null;
let userKnown = false;
let onUserKnown: () => void = () => undefined;
const userSettled = new Promise<void>((resolve) => (onUserKnown = resolve));
let sender: Promise<typeof Sender> | null = null;
const queued: Parameters<typeof Sender.sendReport>[] = [];

/** The publisher the next reports belong to; null when nobody is (failed profile, sign-out). */
export const setTrackingUser = (id: number | null): void => {
  user = id;
  userKnown = true;
  onUserKnown();
};

/**
 * Reports one unexpected error: sent once the sender's code is in (it loads on first use) and,
 * on a page still loading its profile, once the publisher is known. Settles when the report has
 * left, or could not.
 */
export async function reportError(
  error: unknown,
  kind: ReportKind,
  details: ReportDetails = {},
): Promise<void> {
  const route = window.location.pathname;
  if (!userKnown)
    await Promise.race([userSettled, new Promise((wait) => setTimeout(wait, USER_WAIT_MS))]);
  queued.push([error, kind, details, { route, user }]);
  sender ??= import('./send-report');
  return sender.then(
    (m) => queued.splice(0).forEach((report) => m.sendReport(...report)),
    // The next error asks for the sender again, and sends what is waiting.
    () => {
      sender = null;
    },
  );
}
