// What the Security specs share: the tab, codes of an authenticator app computed from the secret
// the page shows, and axe in both colour schemes.
import { expect, type Page } from '@playwright/test';
import * as OTPAuth from 'otpauth';
import { axeViolations } from './gates/axe';
import { LOADING, onScreen } from './gates/settle';

export const SECURITY_TAB = '/publisher/settings?tab=security';

const STEP_MS = 30_000;

/**
 * An authenticator app of a secret. The server takes each time step once and never an earlier
 * one, and accepts one step either side of its own: each code is of the step after the last one
 * used, or of now when that lies further on.
 */
export function authenticator(secret: string) {
  const totp = new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret), digits: 6 });
  let lastStep = -1;
  return {
    async next(): Promise<string> {
      const step = Math.max(lastStep + 1, Math.floor(Date.now() / STEP_MS));
      // More than one step ahead of the server's clock: wait until it is only one ahead.
      const wait = (step - 1) * STEP_MS - Date.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait + 500));
      lastStep = step;
      return totp.generate({ timestamp: step * STEP_MS });
    },
    /** A code the server must refuse: of a step already used. */
    spent(): string {
      return totp.generate({ timestamp: lastStep * STEP_MS });
    },
  };
}

/** No axe violation in the widget as it stands, in light and in dark. */
export async function expectAccessible(page: Page, where: string): Promise<void> {
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    // Not settle(): an open dialog hides the page's heading from the accessibility tree.
    await expect(page.locator('[data-publisher-platform]').locator(onScreen(LOADING))).toHaveCount(
      0,
    );
    await page.waitForLoadState('networkidle');
    expect(await axeViolations(page), `${where} (${colorScheme})`).toEqual([]);
  }
  await page.emulateMedia({ colorScheme: 'light' });
}
