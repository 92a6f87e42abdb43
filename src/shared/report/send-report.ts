// What an error report holds and where it goes. Without `errorReporting` in the host config
// nothing is sent or dispatched. Each report is also a `publisher-platform:error` DOM event on
// the widget root, for hosts that feed their own tracker. The same error is sent once a minute
// at most and no more than ten reports a minute in all, so a render loop cannot flood the
// collector. A report names the publisher by id only: no name, email or form data.
import { getConfig } from '../config';
import { getWidgetRoot } from '../dom/widget-root';
import type { ReportContext, ReportDetails, ReportKind } from './types';

export const ERROR_EVENT = 'publisher-platform:error';

export interface ErrorReport {
  kind: ReportKind;
  message: string;
  stack: string | null;
  route: string;
  status: number | null;
  release: string | null;
  user: number | null;
  userAgent: string;
  time: string;
}

const SAME_ERROR_MS = 60_000;
const PER_MINUTE = 10;
const MAX_STACK = 4_000;
const lastSent = new Map<string, number>();
let sentTimes: number[] = [];

function describe(error: unknown): { message: string; stack: string | null } {
  if (error instanceof Error)
    return { message: error.message || error.name, stack: error.stack ?? null };
  return { message: typeof error === 'string' ? error : String(error), stack: null };
}

/** False when this report is a repeat within a minute, or the minute's quota is spent. */
function admit(key: string, now: number): boolean {
  const last = lastSent.get(key);
  if (last !== undefined && now - last < SAME_ERROR_MS) return false;
  sentTimes = sentTimes.filter((time) => now - time < 60_000);
  if (sentTimes.length >= PER_MINUTE) return false;
  sentTimes.push(now);
  lastSent.set(key, now);
  return true;
}

function post(url: string, report: ErrorReport): void {
  const body = JSON.stringify(report);
  const blob = new Blob([body], { type: 'application/json' });
  if (typeof navigator.sendBeacon === 'function' && navigator.sendBeacon(url, blob)) return;
  void fetch(url, {
    method: 'POST',
    body,
    keepalive: true,
    credentials: 'same-origin',
    headers: { 'content-type': 'application/json' },
  }).catch(() => undefined);
}

export function sendReport(
  error: unknown,
  kind: ReportKind,
  details: ReportDetails,
  context: ReportContext,
  now = Date.now(),
): ErrorReport | null {
  const reporting = getConfig().errorReporting;
  if (!reporting) return null;
  const { message, stack } = describe(error);
  const fullMessage = details.about ? `${details.about}: ${message}` : message;
  if (!admit(`${kind}|${fullMessage}|${context.route}`, now)) return null;
  const report: ErrorReport = {
    kind,
    message: fullMessage.slice(0, 1_000),
    stack: stack ? stack.slice(0, MAX_STACK) : null,
    route: context.route,
    status: details.status ?? null,
    release: reporting.release ?? null,
    user: context.user,
    userAgent: navigator.userAgent,
    time: new Date(now).toISOString(),
  };
  getWidgetRoot().dispatchEvent(new CustomEvent(ERROR_EVENT, { detail: report, bubbles: true }));
  post(reporting.url, report);
  return report;
}

/** Forgets what was sent (tests). */
export function resetReports(): void {
  lastSent.clear();
  sentTimes = [];
}
