import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

/** Installs Debian packages when we run as root (CI, a fresh machine); false when we cannot. */
function aptInstall(packages: string[]) {
  if (process.getuid?.() !== 0 || !existsSync('/usr/bin/apt-get')) return false;
  console.log(`Installing Debian packages: ${packages.join(' ')}…`);
  const update = spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
  const install = spawnSync('apt-get', ['install', '-y', '-qq', ...packages], {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  return update.status === 0 && install.status === 0;
}

const has = (command: string) => spawnSync('sh', ['-c', `command -v ${command}`]).status === 0;

/**
 * Playwright cannot download its own browser here, so the tests use Debian's Chromium. When it is missing and we
 * run as root, install it; otherwise say how.
 */
export function ensureChromium(): string {
  const path = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (existsSync(path)) return path;
  if (aptInstall(['chromium']) && existsSync(path)) return path;
  console.error(
    `No Chromium at ${path}. Install Debian's package (sudo apt-get install -y chromium) or set CHROMIUM_PATH to a Chromium or Chrome binary.`,
  );
  process.exit(1);
}

/**
 * The third-party readers the download tests open our files with: GDAL's ogrinfo (gdal-bin) and poppler's
 * pdfinfo/pdftotext (poppler-utils). Installed when missing and we run as root; otherwise the tests that need
 * them fail and name the package.
 */
export function ensureReaders() {
  const missing = [
    ['ogrinfo', 'gdal-bin'],
    ['pdfinfo', 'poppler-utils'],
  ].filter(([command]) => !has(command!));
  if (missing.length) aptInstall(missing.map(([, pkg]) => pkg!));
}
