// What the landing probes (bench/tools/storageCalls.mjs, syncRenders.mjs) share: a mobile page of a running console,
// signed in once as `email`, with an init script in place before the landing loads; and a reader of the page's
// stack frames through the build's source maps.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import sourceMap from 'source-map-js';
import { signInThroughConsole } from './consoleSignIn.mjs';
import { chromiumFlags, chromiumPath } from './serve.mjs';

/**
 * A probe's arguments: `<console origin> <console dist dir> [email] [landing path]`, the project administrator's
 * Project Panel by default.
 */
export function landingArgs(argv = process.argv.slice(2)) {
  const [origin, distDir, email = 'project.admin@demo.test', path = '/project-module/project-panel?active=0'] = argv;
  return { origin, distDir, email, path };
}

/**
 * Loads `origin + path` signed in as `email` (mobile viewport, no throttling) with `init` run before the page's
 * scripts, waits `ms`, and returns what `collect` reads from the page; the browser is closed after.
 */
export async function probeLanding({ origin, path, email, init, collect, ms = 4000 }) {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags });
  try {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true });
    const signIn = await context.newPage();
    await signInThroughConsole(signIn, origin, email);
    await signIn.close();
    const page = await context.newPage();
    await page.addInitScript(init);
    await page.goto(origin + path);
    await page.waitForTimeout(ms);
    return await page.evaluate(collect);
  } finally {
    await browser.close();
  }
}

/**
 * A reader of stack lines of the built console (`<dist>/assets/*.js`): each frame as `source:line name` from the
 * build's source maps (package paths shortened to the package), other lines trimmed.
 */
export function sourceFrames(distDir) {
  const maps = new Map();
  const consumer = (file) => {
    if (!maps.has(file)) {
      try {
        const map = JSON.parse(readFileSync(join(distDir, 'assets', `${file}.map`), 'utf8'));
        maps.set(file, new sourceMap.SourceMapConsumer(map));
      } catch {
        maps.set(file, null);
      }
    }
    return maps.get(file);
  };
  return (line) => {
    const m = /(https?:\/\/[^)\s]+\/assets\/([^:)\s]+)):(\d+):(\d+)/.exec(line);
    const c = m ? consumer(m[2]) : null;
    if (!m || !c) return line.trim().slice(0, 80);
    const pos = c.originalPositionFor({ line: Number(m[3]), column: Number(m[4]) - 1 });
    const source = (pos.source ?? '')
      .replace(/.*node_modules\/(?:\.pnpm\/[^/]+\/node_modules\/)?/, '')
      .replace(/^(\.\.\/)+/, '');
    return `${source}:${pos.line} ${pos.name ?? ''}`;
  };
}
