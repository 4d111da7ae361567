// A new page in a Chromium the bench started with a debugging port (Lighthouse's), for steps around a measurement:
// signing in, clearing the cache. The browser stays up; only the connection and the page are closed.
import { chromium } from 'playwright-core';

/** Runs `fn` with a new page of the Chromium listening on `port`; answers what `fn` answers. */
export async function withCdpPage(port, fn) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const page = await browser.contexts()[0].newPage();
    const result = await fn(page);
    await page.close();
    return result;
  } finally {
    await browser.close();
  }
}
