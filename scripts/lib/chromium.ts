import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

/**
 * Playwright cannot download its own browser here, so the tests use Debian's Chromium. When it is missing and we
 * run as root (CI, a fresh machine), install it; otherwise say how.
 */
export function ensureChromium(): string {
  const path = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (existsSync(path)) return path;
  if (process.getuid?.() === 0 && existsSync('/usr/bin/apt-get')) {
    console.log('Chromium is missing: installing Debian’s chromium package…');
    const update = spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
    const install = spawnSync('apt-get', ['install', '-y', '-qq', 'chromium'], {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
    if (update.status === 0 && install.status === 0 && existsSync(path)) return path;
  }
  console.error(
    `No Chromium at ${path}. Install Debian's package (sudo apt-get install -y chromium) or set CHROMIUM_PATH to a Chromium or Chrome binary.`,
  );
  process.exit(1);
}
