// What the faults and hostile-HTML gates watch on a page: uncaught errors, unhandled rejections,
// dialogs, Content-Security-Policy violations and calls of the `window.__xss` marker. Attach
// before the first navigation: the init script must run before the page's own scripts.
import { test, type Page } from '@playwright/test';

interface GateRecord {
  rejections: string[];
  violations: string[];
  xss: string[];
}

declare global {
  interface Window {
    __gate: GateRecord;
    __xss: (...args: unknown[]) => void;
  }
}

function installWatch() {
  const record: GateRecord = { rejections: [], violations: [], xss: [] };
  window.__gate = record;
  // A vector may call the marker or overwrite it: both count as executed code.
  let marker: (...args: unknown[]) => void = (...args) => {
    record.xss.push(`called __xss(${args.join(',')})`);
  };
  Object.defineProperty(window, '__xss', {
    configurable: false,
    get: () => marker,
    set: (value: (...args: unknown[]) => void) => {
      record.xss.push('assigned window.__xss');
      marker = value;
    },
  });
  window.addEventListener('unhandledrejection', (event) => {
    const reason: unknown = event.reason;
    record.rejections.push(
      reason instanceof Error ? (reason.stack ?? reason.message) : String(reason),
    );
  });
  document.addEventListener('securitypolicyviolation', (event) => {
    // Parsing hostile HTML to sanitise it (DOMPurify's inert document) makes Chromium report every
    // event handler and <base> it meets under the page's policy, although none runs and all are
    // stripped: those reports name the sanitiser's file. A handler that reached the live page would
    // be reported from wherever it was inserted or run.
    const parsedBySanitiser =
      ['script-src-attr', 'base-uri'].includes(event.violatedDirective) &&
      /\/shared-rich-text-impl-[\w-]+\.js$/.test(event.sourceFile);
    if (parsedBySanitiser) return;
    record.violations.push(
      `${event.violatedDirective} blocked ${event.blockedURI || 'inline'} at ${event.sourceFile}:${event.lineNumber}`,
    );
  });
}

export interface PageWatch {
  /** Everything that went wrong so far, one line each (empty when all is well). */
  problems(options?: { violations?: boolean }): Promise<string[]>;
  violations(): Promise<string[]>;
  xss(): Promise<string[]>;
  dialogs: string[];
  pageErrors: string[];
}

export async function watchPage(page: Page): Promise<PageWatch> {
  await page.addInitScript(installWatch);
  const dialogs: string[] = [];
  const pageErrors: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.dismiss().catch(() => {});
  });
  page.on('pageerror', (error) => pageErrors.push(error.stack ?? error.message));
  // Not failures (the page recovered), but worth seeing in the report.
  page.on('console', (message) => {
    if (message.type() === 'error' && message.text().includes('recovered from a render error'))
      test.info().annotations.push({ type: 'recovered render error', description: message.text() });
  });
  const read = async (): Promise<GateRecord> =>
    page.evaluate(() => window.__gate ?? { rejections: [], violations: [], xss: [] });
  return {
    dialogs,
    pageErrors,
    violations: async () => (await read()).violations,
    xss: async () => (await read()).xss,
    async problems({ violations = true } = {}) {
      const record = await read();
      return [
        ...pageErrors.map((e) => `page error: ${e}`),
        ...record.rejections.map((r) => `unhandled rejection: ${r}`),
        ...dialogs.map((d) => `dialog ${d}`),
        ...record.xss.map((x) => `xss: ${x}`),
        ...(violations ? record.violations.map((v) => `csp: ${v}`) : []),
      ];
    },
  };
}
