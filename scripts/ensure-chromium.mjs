#!/usr/bin/env node
// Browser tests use Debian's Chromium (no browser downloads). Install it when missing and we are root;
// otherwise say exactly what to install.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const path = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (existsSync(path)) process.exit(0);

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
const hasApt = spawnSync('which', ['apt-get']).status === 0;
if (!isRoot || !hasApt) {
  console.error(
    `Chromium was not found at ${path}.\n` +
      'Install it, then run the tests again:\n' +
      '  sudo apt-get update && sudo apt-get install -y chromium\n' +
      'or point CHROMIUM_PATH at an existing Chromium or Chrome binary.',
  );
  process.exit(1);
}
console.log('Installing Chromium from Debian (apt-get install chromium)...');
const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
execFileSync('apt-get', ['update'], { stdio: 'inherit', env });
execFileSync('apt-get', ['install', '-y', '--no-install-recommends', 'chromium'], { stdio: 'inherit', env });
if (!existsSync(path)) {
  console.error(`apt-get finished but ${path} is still missing.`);
  process.exit(1);
}
