// Opens the scratch app's bundle in Chromium (playwright-core, Debian's browser) on a made-up origin that the
// page's router answers from disk: no port, no network.
import { readFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import { chromium } from 'playwright-core';

const ORIGIN = 'http://scratch-app.test';
const TYPES = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css' };

/**
 * Renders `dist/` of the scratch app and checks what a host would see; returns the problems found (none when the
 * widgets rendered their text, the connected panel called the API with the bearer and the stylesheet applied).
 */
export async function renderInChromium(distDir) {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking'],
  });
  const problems = [];
  try {
    const page = await browser.newPage();
    page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(`console error: ${message.text()}`);
    });
    await page.route('**/*', (route) => {
      const url = new URL(route.request().url());
      if (url.origin !== ORIGIN) return route.abort();
      const file = url.pathname === '/' ? 'index.html' : url.pathname.slice(1);
      try {
        return route.fulfill({ body: readFileSync(join(distDir, file)), contentType: TYPES[extname(file)] });
      } catch {
        return route.fulfill({ status: 404, body: 'not found' });
      }
    });
    await page.goto(`${ORIGIN}/`);
    const presentational = page.getByRole('region', { name: 'presentational' });
    const connected = page.getByRole('region', { name: 'connected' });
    for (const [region, text] of [
      [presentational, 'Props Only Org'],
      [connected, 'Packed Panel Org'],
    ]) {
      await region
        .getByText(text)
        .waitFor({ timeout: 15_000 })
        .catch(() => problems.push(`"${text}" did not render`));
    }
    const seen = await page.evaluate(() => {
      const rules = [...document.styleSheets].flatMap((sheet) => [...sheet.cssRules].map((rule) => rule.cssText));
      const root = document.querySelector('[data-console-widget]');
      return {
        calls: window.calls,
        widgetRules: rules.filter((rule) => rule.includes('[data-console-widget]')).length,
        roots: document.querySelectorAll('[data-console-widget]').length,
        // A token the stylesheet defines on every widget root; empty when the CSS did not load.
        primary: root ? getComputedStyle(root).getPropertyValue('--cw-primary').trim() : '',
      };
    });
    const listCall = seen.calls.find((call) => call.path === '/api/organizations');
    if (!listCall) problems.push('the connected panel never called GET /api/organizations');
    else if (listCall.authorization !== 'Bearer packed-access-token') {
      problems.push(`GET /api/organizations went with authorization ${listCall.authorization}`);
    }
    if (seen.roots < 2) problems.push(`expected a widget root per section, found ${seen.roots}`);
    if (seen.widgetRules === 0) problems.push('no [data-console-widget] rule loaded: styles.css did not apply');
    if (!seen.primary) problems.push('the widget root has no --cw-primary: styles.css did not apply');
  } finally {
    await browser.close();
  }
  return problems;
}
