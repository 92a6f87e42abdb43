// Setup project: signs each demo account the specs use in through the form once per run and
// stores its cookies, so `signIn()` opens a signed-in page without the form. The sessions live in
// this run's demo server (its own port and database), so they are stored per port.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { test as setup } from '@playwright/test';
import { STORED_USERS, signInThroughForm, storedStateFile } from './fixtures';

for (const user of STORED_USERS) {
  setup(`sign in as ${user.username}`, async ({ page }) => {
    await signInThroughForm(page, user);
    const file = storedStateFile(user);
    mkdirSync(path.dirname(file), { recursive: true });
    await page.context().storageState({ path: file });
  });
}
