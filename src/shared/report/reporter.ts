// The error-reporting service's entry (see send-report.ts for what a report holds and where it
// goes). What is known at the moment of the error (who, where) is taken now; the code that
// formats and sends it is a chunk of its own, loaded with the first error, so a page without
// errors downloads none of it.
import type * as Sender from './send-report';
import type { ReportDetails, ReportKind } from './types';

export type { ReportContext, ReportDetails, ReportKind } from './types';

let user: number | null = null;
let sender: Promise<typeof Sender> | null = null;
const queued: Parameters<typeof Sender.sendReport>[] = [];

/** The publisher the next reports belong to; null when nobody is (failed profile, sign-out). */
export const setTrackingUser = (id: number | null): void => {
  user = id;
};

/**
 * Reports one unexpected error: sent once the sender's code is in (it loads on first use). Settles
 * when the report has left, or could not.
 */
export function reportError(
  error: unknown,
  kind: ReportKind,
  details: ReportDetails = {},
): Promise<void> {
  queued.push([error, kind, details, { route: window.location.pathname, user }]);
  sender ??= import('./send-report');
  return sender.then(
    (m) => queued.splice(0).forEach((report) => m.sendReport(...report)),
    // The next error asks for the sender again, and sends what is waiting.
    () => {
      sender = null;
    },
  );
}
