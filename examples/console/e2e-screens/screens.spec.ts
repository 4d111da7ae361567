import type { Browser, Page } from '@playwright/test';
import { test as base, expect } from '@playwright/test';
import { appHeading, consolePath, type DemoUser, signIn } from '../e2e/fixtures';
import { e2eStack } from '../e2e/stack';
import { SHOT_AT, screens, themes, viewports } from './screens';

/**
 * One signed-in tab per demo user for the whole run (the console keeps its tokens in the tab's session
 * storage), each with the browser's clock stopped at SHOT_AT; every shot navigates that tab afresh.
 */
type Session = { page: Page; errors: string[] };
const test = base.extend<Record<never, never>, { session: (user: DemoUser) => Promise<Session> }>({
  session: [
    async ({ browser, playwright }, use) => {
      await settleServerClock(playwright.request);
      const sessions = new Map<DemoUser, Promise<Session>>();
      await use((user) => {
        let s = sessions.get(user);
        if (!s) {
          s = open(browser, user);
          sessions.set(user, s);
        }
        return s;
      });
      for (const s of sessions.values()) await s.then((x) => x.page.context().close()).catch(() => undefined);
    },
    { scope: 'worker' },
  ],
});

/**
 * Moves the admin API's test clock (it stands still at FROZEN_AT, see frozenNow.mjs) to SHOT_AT. Advancing
 * runs what fell due on the way (the seeded rollout, the cluster sampler's ticks), so every shot sees the
 * same settled state at the same instant. Idempotent: a clock already there is left alone.
 */
async function settleServerClock(request: import('@playwright/test').APIRequest) {
  const api = await request.newContext({ baseURL: e2eStack.apiUrl });
  const { now } = (await (await api.get('/__test/clock')).json()) as { now: string };
  const ms = Date.parse(SHOT_AT) - Date.parse(now);
  if (ms < 0) throw new Error(`The server's clock is at ${now}, past ${SHOT_AT}: is the stack's clock frozen?`);
  if (ms > 0) expect((await api.post('/__test/clock/advance', { data: { ms } })).ok()).toBe(true);
  await api.dispose();
}

async function open(browser: Browser, user: DemoUser): Promise<Session> {
  const context = await browser.newContext({
    baseURL: e2eStack.consoleUrl,
    locale: 'en-US',
    timezoneId: 'UTC',
    reducedMotion: 'reduce',
  });
  const page = await context.newPage();
  await page.clock.setFixedTime(SHOT_AT);
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await signIn(page, user);
  return { page, errors };
}

/** Requests of the page in flight, long-lived event streams aside. */
function trackRequests(page: Page) {
  const pending = new Set<object>();
  const streaming = (r: import('@playwright/test').Request) =>
    r.resourceType() === 'eventsource' || (r.headers().accept ?? '').includes('text/event-stream');
  const onRequest = (r: import('@playwright/test').Request) => {
    if (!streaming(r)) pending.add(r);
  };
  const done = (r: import('@playwright/test').Request) => pending.delete(r);
  page.on('request', onRequest);
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return {
    /** Resolves once no request has been in flight for `quietMs`. */
    async idle(quietMs = 300, timeoutMs = 20_000) {
      const deadline = Date.now() + timeoutMs;
      let quietSince = Date.now();
      while (Date.now() < deadline) {
        if (pending.size > 0) quietSince = Date.now();
        else if (Date.now() - quietSince >= quietMs) return;
        await page.waitForTimeout(50);
      }
      throw new Error(`requests still in flight after ${timeoutMs} ms`);
    },
    stop() {
      page.off('request', onRequest);
      page.off('requestfinished', done);
      page.off('requestfailed', done);
    },
  };
}

/** Waits until the page has loaded what it shows: its requests answered, no loading state, the frame's badge, fonts in. */
async function settle(page: Page) {
  await expect(appHeading(page)).toBeVisible();
  const busy = page.locator('[data-slot="loading-state"], [data-slot="spinner"], [aria-busy="true"]');
  await expect(busy.filter({ visible: true })).toHaveCount(0, { timeout: 20_000 });
  // The frame's "Simulated infrastructure" badge (this stack's engines are simulated) is asked for after the page's
  // first data, so it can come after everything above: every shot waits for it.
  await expect(
    page.getByText('Simulated infrastructure', { exact: true }).filter({ visible: true }).first(),
  ).toBeVisible();
  await page.evaluate(async () => {
    await document.fonts.ready;
    // Two frames: whatever the last answers changed has been laid out and painted.
    await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
  });
}

for (const screen of screens) {
  for (const viewport of viewports) {
    for (const theme of themes) {
      test(`${screen.name} ${viewport.name} ${theme}`, async ({ session }) => {
        // What the contact sheet (scripts/screenshots.mjs) shows above the shot.
        test.info().annotations.push({ type: 'screen', description: screen.title });
        const { page, errors } = await session(screen.user);
        const path = typeof screen.path === 'string' ? screen.path : await screen.path(page);
        const size = page.viewportSize();
        const resized = size?.width !== viewport.width || size?.height !== viewport.height;
        await page.emulateMedia({ colorScheme: theme, reducedMotion: 'reduce' });
        // A new size or screen is loaded afresh; the other theme of the same shot only changes the media query.
        if (resized || consolePath(page) !== path) {
          await page.setViewportSize({ width: viewport.width, height: viewport.height });
          const requests = trackRequests(page);
          try {
            await page.goto(path);
            await settle(page);
            await requests.idle();
          } finally {
            requests.stop();
          }
        }
        await settle(page);
        await expect(page).toHaveScreenshot(`${screen.name}-${viewport.name}-${theme}.png`, {
          mask: screen.mask?.(page) ?? [],
        });
        expect(errors, 'uncaught page errors').toEqual([]);
      });
    }
  }
}
