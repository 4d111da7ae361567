#!/usr/bin/env node
// Browser tests use Debian's Chromium (no browser downloads), and the screenshot tests render with Debian's
// DejaVu and Liberation fonts only (examples/console/e2e-screens/fonts.conf), so a developer's machine and CI
// draw the same pixels. Install what is missing when we are root; otherwise say exactly what to install.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const path = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** A file each font package installs, by package. */
const fonts = {
  'fonts-dejavu-core': '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf',
  'fonts-dejavu-extra': '/usr/share/fonts/truetype/dejavu/DejaVuSans-Oblique.ttf',
  'fonts-liberation': '/usr/share/fonts/truetype/liberation/LiberationSans-Regular.ttf',
};
const missing = [
  ...(existsSync(path) ? [] : ['chromium']),
  ...Object.entries(fonts)
    .filter(([, file]) => !existsSync(file))
    .map(([pkg]) => pkg),
];
if (missing.length === 0) process.exit(0);

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
const hasApt = spawnSync('which', ['apt-get']).status === 0;
if (!isRoot || !hasApt) {
  console.error(
    `${missing.includes('chromium') ? `Chromium was not found at ${path}. ` : ''}` +
      `Missing Debian packages: ${missing.join(' ')}.\n` +
      'Install them, then run the tests again:\n' +
      `  sudo apt-get update && sudo apt-get install -y ${missing.join(' ')}\n` +
      (missing.includes('chromium') ? 'or point CHROMIUM_PATH at an existing Chromium or Chrome binary.\n' : ''),
  );
  process.exit(1);
}
console.log(`Installing from Debian: ${missing.join(' ')} (apt-get install)...`);
const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
execFileSync('apt-get', ['update'], { stdio: 'inherit', env });
execFileSync('apt-get', ['install', '-y', '--no-install-recommends', ...missing], { stdio: 'inherit', env });
if (!existsSync(path)) {
  console.error(`apt-get finished but ${path} is still missing.`);
  process.exit(1);
}
