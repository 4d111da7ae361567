import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { test as base, type DemoUser, demoUsers, expect, submitProviderSignIn } from './fixtures';
import { sameOriginStack } from './stack';

/**
 * The console with the admin API under its own origin (CONSOLE_API_SAME_ORIGIN=1, `/api` proxied by the console's
 * server). This project starts a second stack of its own on other ports, only when it runs: the functional stack
 * stays cross-origin, and a run of other specs does not wait for a second build.
 */
const test = base.extend<object, { sameOriginStackUp: undefined }>({
  sameOriginStackUp: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads the fixture's dependencies from this pattern.
    async ({}, use) => {
      const { DATA_DIR: _shared, ...inherited } = process.env;
      const stack = spawn(
        process.execPath,
        [fileURLToPath(new URL('../../../scripts/start.mjs', import.meta.url)), '--e2e'],
        {
          env: { ...inherited, ...sameOriginStack.env },
          // Its own process group: stopping the group stops the API and both servers the script started.
          detached: true,
          stdio: ['ignore', 'pipe', 'pipe'],
        },
      );
      // The last lines the stack printed, to show why it did not come up.
      const output: string[] = [];
      const keep = (chunk: Buffer) => {
        output.push(chunk.toString());
        if (output.length > 200) output.shift();
      };
      stack.stdout.on('data', keep);
      stack.stderr.on('data', keep);
      const exited = new Promise<number | null>((resolve) => stack.once('exit', resolve));
      try {
        await waitUntilUp(exited, () => output.join('').slice(-4000));
        await use(undefined);
      } finally {
        if (stack.exitCode === null && stack.pid) {
          process.kill(-stack.pid, 'SIGTERM');
          await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
          if (stack.exitCode === null) process.kill(-stack.pid, 'SIGKILL');
        }
      }
    },
    { scope: 'worker', auto: true, timeout: Number(process.env.E2E_WEBSERVER_TIMEOUT_MS ?? 180_000) + 30_000 },
  ],
});

async function waitUntilUp(exited: Promise<number | null>, output: () => string): Promise<void> {
  let stopped = false;
  void exited.then(() => {
    stopped = true;
  });
  while (!stopped) {
    const up = await fetch(sameOriginStack.readyUrl).then(
      (res) => res.ok,
      () => false,
    );
    if (up) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`The same-origin stack stopped before it was up:\n${output()}`);
}

const consoleOrigin = new URL(sameOriginStack.consoleUrl).origin;
const apiOrigin = new URL(sameOriginStack.apiUrl).origin;

/** This stack's console path (pathname + search) the page shows, or the whole address elsewhere. */
function consolePath(page: Page): string {
  const url = new URL(page.url());
  return url.origin === consoleOrigin ? url.pathname + url.search : url.href;
}

/** Signs a demo user in from this stack's start page and waits for the landing. */
async function signIn(page: Page, user: DemoUser): Promise<void> {
  await page.goto('/');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((url) => url.origin === new URL(sameOriginStack.issuer).origin, { waitUntil: 'commit' });
  await submitProviderSignIn(page, demoUsers[user].email);
  await page.waitForURL((url) => url.origin === consoleOrigin && url.pathname !== '/callback' && url.pathname !== '/', {
    waitUntil: 'commit',
  });
}

test('the console works with the admin API under its own origin: sign-in, landing, a write, the live stream', async ({
  page,
}) => {
  const direct: string[] = [];
  const proxied: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.origin === apiOrigin) direct.push(`${request.method()} ${url.pathname}`);
    else if (url.origin === consoleOrigin && url.pathname.startsWith('/api/'))
      proxied.push(`${request.method()} ${url.pathname}`);
  });

  await signIn(page, 'super');
  await expect.poll(() => consolePath(page)).toBe(demoUsers.super.landing);
  await expect(page.getByRole('heading', { level: 1, name: 'Organizations' })).toBeVisible();
  await expect(page.getByRole('main')).toContainText('Acme AI');

  // The live stream is open before the write, so the notification it raises arrives through it.
  const bell = page.getByTestId('notification-bell');
  await expect(bell).toHaveAttribute('data-stream-status', 'open');
  const bellButton = page.getByRole('banner').getByRole('button', { name: /^Notifications/ });
  const before = Number((await bellButton.getAttribute('aria-label'))?.match(/(\d+) unread/)?.[1] ?? 0);

  const name = `Same-origin Org ${Date.now().toString(36)}`;
  await page.getByRole('button', { name: 'Create organization' }).click();
  const form = page.getByRole('form', { name: 'Create organization' });
  await form.getByRole('textbox', { name: /Name/ }).fill(name);
  await form.getByRole('textbox', { name: /Contact email/ }).fill('ops@example.test');
  await form.getByRole('button', { name: 'Create', exact: true }).click();
  await expect.poll(() => consolePath(page)).toBe('/super-admin/organizations');
  await expect(bellButton).toHaveAccessibleName(`Notifications, ${before + 1} unread`);

  expect(proxied).toEqual(
    expect.arrayContaining(['GET /api/users/space', 'POST /api/organizations', 'GET /api/notifications/sse']),
  );
  expect(direct, 'requests to the admin API’s own origin').toEqual([]);
});
