// Playwright drives Debian's Chromium (/usr/bin/chromium): browsers cannot be downloaded here.
// Installs it with apt-get when it is missing (CI runs as root on a fresh machine), and the fonts
// the demo's statements draw Cyrillic and Chinese with (without them a PDF falls back to English).
import { existsSync } from 'node:fs';
import { execSync } from 'node:child_process';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const PACKAGES = [
  { name: 'chromium', file: CHROMIUM },
  { name: 'fonts-dejavu-core', file: '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf' },
  {
    name: 'fonts-droid-fallback',
    file: '/usr/share/fonts/truetype/droid/DroidSansFallbackFull.ttf',
  },
];
const missing = PACKAGES.filter((p) => !existsSync(p.file)).map((p) => p.name);
if (missing.length > 0) {
  console.log(`installing Debian ${missing.join(', ')} with apt-get…`);
  const sudo = process.getuid?.() === 0 ? '' : 'sudo ';
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execSync(`${sudo}apt-get update -qq`, { stdio: 'inherit', env });
  execSync(`${sudo}apt-get install -y -qq ${missing.join(' ')}`, { stdio: 'inherit', env });
}
console.log(execSync(`${CHROMIUM} --version`).toString().trim());
