// What the error-reporting service sends, and when it keeps quiet: only with `errorReporting`
// configured, once per error a minute, ten a minute in all, naming the publisher by id only,
// and as a DOM event on the widget root for hosts with their own tracker.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, api } from '../../../src/shared/api';
import { DEFAULT_CONFIG, setConfig, validateHostConfig } from '../../../src/shared/config';
import { getWidgetRoot } from '../../../src/shared/dom/widget-root';
import { reportError, setTrackingUser } from '../../../src/shared/report/reporter';
import { watchUncaught } from '../../../src/shared/report/watch-uncaught';
import {
  ERROR_EVENT,
  resetReports,
  sendReport,
  type ErrorReport,
} from '../../../src/shared/report/send-report';
import { json, stubFetch } from '../support';

const REPORTING = { url: '/collect/errors', release: '2026.12.1' };
let beacons: { url: string; report: ErrorReport }[];
let events: ErrorReport[];
const onEvent = (event: Event) => events.push((event as CustomEvent<ErrorReport>).detail);

beforeEach(() => {
  resetReports();
  setTrackingUser(null);
  setConfig({ ...DEFAULT_CONFIG, errorReporting: REPORTING });
  beacons = [];
  events = [];
  vi.stubGlobal('navigator', {
    ...navigator,
    userAgent: 'TestBrowser/1',
    sendBeacon: (url: string, blob: Blob) => {
      void blob.text().then((text) => beacons.push({ url, report: JSON.parse(text) }));
      return true;
    },
  });
  getWidgetRoot().addEventListener(ERROR_EVENT, onEvent);
});

afterEach(() => {
  getWidgetRoot().removeEventListener(ERROR_EVENT, onEvent);
  vi.unstubAllGlobals();
});

const context = { route: '/publisher/balance', user: 17 };
const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

describe('a report', () => {
  it('holds the message, stack, route, status, release, publisher id and browser', async () => {
    const report = sendReport(new TypeError('x is undefined'), 'render', { status: null }, context);
    await settle();
    expect(report).toMatchObject({
      kind: 'render',
      message: 'x is undefined',
      route: '/publisher/balance',
      status: null,
      release: '2026.12.1',
      user: 17,
      userAgent: 'TestBrowser/1',
    });
    expect(report?.stack).toContain('TypeError');
    expect(beacons).toEqual([{ url: '/collect/errors', report }]);
    expect(events).toEqual([report]);
  });

  it('is neither sent nor dispatched without errorReporting in the config', async () => {
    setConfig(DEFAULT_CONFIG);
    expect(sendReport(new Error('boom'), 'uncaught', {}, context)).toBeNull();
    await settle();
    expect(beacons).toEqual([]);
    expect(events).toEqual([]);
  });

  it('goes by fetch with keepalive where sendBeacon refuses', async () => {
    vi.stubGlobal('navigator', { ...navigator, sendBeacon: () => false });
    // The test's fetch stub needs an absolute URL; a browser resolves a path itself.
    const url = `${window.location.origin}/collect/errors`;
    setConfig({ ...DEFAULT_CONFIG, errorReporting: { url } });
    const requests = stubFetch(() => new Response(null, { status: 204 }));
    sendReport(new Error('boom'), 'uncaught', {}, context);
    await settle();
    expect(requests.map((r) => r.url)).toEqual([url]);
    expect(requests[0]?.method).toBe('POST');
    expect(requests[0]?.keepalive).toBe(true);
    expect(JSON.parse(await requests[0]!.text())).toMatchObject({ message: 'boom' });
  });
});

describe('a loop cannot flood the collector', () => {
  it('sends the same error once a minute', () => {
    const now = Date.now();
    expect(sendReport(new Error('again'), 'render', {}, context, now)).not.toBeNull();
    expect(sendReport(new Error('again'), 'render', {}, context, now + 59_000)).toBeNull();
    expect(sendReport(new Error('again'), 'render', {}, context, now + 61_000)).not.toBeNull();
  });

  it('sends at most ten reports a minute', () => {
    const now = Date.now();
    const sent = Array.from({ length: 15 }, (_, i) =>
      sendReport(new Error(`error ${i}`), 'render', {}, context, now + i),
    ).filter(Boolean);
    expect(sent).toHaveLength(10);
    expect(sendReport(new Error('later'), 'render', {}, context, now + 61_000)).not.toBeNull();
  });
});

describe('which API failures are reported', () => {
  const statusOf = async (status: number) => {
    stubFetch(() => json({ 'hydra:description': 'Nope' }, { status }));
    await api.get(`balance?case=${status}`).catch(() => undefined);
    await settle();
    return beacons.filter((b) => b.report.kind === 'api').map((b) => b.report);
  };

  it('a 500 is, with the call, its status and the signed-in publisher', async () => {
    setTrackingUser(42);
    const [report] = await statusOf(500);
    expect(report).toMatchObject({
      status: 500,
      user: 42,
      message: 'GET /publisher/api/balance 500: Nope',
    });
  });

  it.each([401, 403, 404, 405, 422, 429])('a %i is not', async (status) => {
    expect(await statusOf(status)).toEqual([]);
  });

  it('a report after sign-out names nobody', async () => {
    setTrackingUser(42);
    setTrackingUser(null);
    reportError(new Error('after sign-out'), 'uncaught');
    await settle();
    expect(beacons.map((b) => b.report.user)).toEqual([null]);
  });
});

describe('the host config block', () => {
  it('takes a path or an http(s) URL and refuses anything else', () => {
    const read = (errorReporting: unknown) => validateHostConfig({ errorReporting });
    expect(read({ url: '/collect', release: 'r1' }).config.errorReporting).toEqual({
      url: '/collect',
      release: 'r1',
    });
    expect(read({ url: 'https://errors.example.com/x' }).config.errorReporting?.url).toBe(
      'https://errors.example.com/x',
    );
    for (const bad of [{ url: 'javascript:alert(1)' }, 'yes', { release: 'r' }])
      expect(read(bad).problems.join()).toContain('errorReporting');
  });
});

describe('uncaught errors', () => {
  const here = import.meta.url;
  const bundleFile = new URL('../../../src/shared/ui/page.js', here).href;
  const target = new EventTarget() as Window;
  watchUncaught(target);

  it("are reported when they come from the bundle's files, not the host page's", async () => {
    const own = new Error('own failure');
    own.stack = `Error: own failure\n    at render (${bundleFile}:1:2)`;
    target.dispatchEvent(Object.assign(new Event('error'), { error: own, filename: bundleFile }));
    const hosts = new Error('host failure');
    hosts.stack = 'Error: host failure\n    at https://network.example.com/site.js:1:2';
    target.dispatchEvent(
      Object.assign(new Event('error'), {
        error: hosts,
        filename: 'https://network.example.com/site.js',
      }),
    );
    await settle();
    expect(beacons.map((b) => [b.report.kind, b.report.message])).toEqual([
      ['uncaught', 'own failure'],
    ]);
  });

  it('a rejected API call is not reported again as a rejection', async () => {
    const reason = new ApiError({ kind: 'http', status: 500 });
    reason.stack = `ApiError\n    at request (${bundleFile}:1:2)`;
    target.dispatchEvent(Object.assign(new Event('unhandledrejection'), { reason }));
    const bug = new Error('promise bug');
    bug.stack = `Error: promise bug\n    at load (${bundleFile}:3:4)`;
    target.dispatchEvent(Object.assign(new Event('unhandledrejection'), { reason: bug }));
    await settle();
    expect(beacons.map((b) => [b.report.kind, b.report.message])).toEqual([
      ['rejection', 'promise bug'],
    ]);
  });
});
