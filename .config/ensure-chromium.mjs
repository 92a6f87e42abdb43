// Playwright drives Debian's Chromium (/usr/bin/chromium): browsers cannot be downloaded here.
// Installs it with apt-get when it is missing (CI runs as root on a fresh machine).
import { existsSync } from 'node:fs';
import { execSync } from 'node:child_process';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(CHROMIUM)) {
  console.log(`${CHROMIUM} not found: installing Debian chromium with apt-get…`);
  const sudo = process.getuid?.() === 0 ? '' : 'sudo ';
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execSync(`${sudo}apt-get update -qq`, { stdio: 'inherit', env });
  execSync(`${sudo}apt-get install -y -qq chromium`, { stdio: 'inherit', env });
}
console.log(execSync(`${CHROMIUM} --version`).toString().trim());
