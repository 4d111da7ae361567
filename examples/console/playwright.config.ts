import { defineConfig } from '@playwright/test';
import { e2eStack, sameOriginStack } from './e2e/stack';

// Each run writes to its own folder: a run started meanwhile clears only its own output, never this run's traces.
process.env.E2E_RUN_ID ??= String(Date.now());

/** End-to-end tests drive the real stack (console, admin API, identity provider) in Debian Chromium. */
export default defineConfig({
  testDir: './e2e',
  outputDir: `test-results/run-${process.env.E2E_RUN_ID}`,
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  forbidOnly: !!process.env.CI,
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : [['list']],
  use: {
    baseURL: e2eStack.consoleUrl,
    // A failed test keeps its trace (actions, DOM snapshots, network); without the screencast, whose frames cost the
    // browser's GPU process and the runner a sixth of the suite's CPU on a 2-core machine.
    trace: { mode: 'retain-on-failure', screenshots: false },
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-dev-shm-usage',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--disable-quic',
        '--no-first-run',
      ],
    },
  },
  projects: [
    // inferencing.spec.ts moves the server's clock hours ahead (uptime windows): it runs last, in its own project, so
    // specs that compare the server's times with the browser's (metrics over "the last 24 hours") see them agree.
    {
      name: 'chromium',
      use: { browserName: 'chromium' },
      testIgnore: [/\/inferencing\.spec\.ts$/, /\/sameOrigin\.spec\.ts$/],
    },
    // The partner portal (examples/partner-portal/e2e) runs against the same stack, after the console's specs.
    {
      name: 'partner-portal',
      testDir: '../partner-portal/e2e',
      use: { browserName: 'chromium', baseURL: e2eStack.portalUrl },
    },
    { name: 'chromium-clock', use: { browserName: 'chromium' }, testMatch: /\/inferencing\.spec\.ts$/ },
    // The admin API under the console's origin (CONSOLE_API_SAME_ORIGIN=1): its spec starts a second stack of its
    // own on other ports (e2e/stack.ts) while it runs; the stack below stays cross-origin.
    {
      name: 'same-origin',
      use: { browserName: 'chromium', baseURL: sameOriginStack.consoleUrl },
      testMatch: /\/sameOrigin\.spec\.ts$/,
    },
  ],
  webServer: {
    command: 'node ../../scripts/start.mjs --e2e',
    // The start script serves the partner portal last: once it answers, everything is up.
    url: e2eStack.portalUrl,
    // Two builds and the API: a busy machine may need longer (E2E_WEBSERVER_TIMEOUT_MS).
    timeout: Number(process.env.E2E_WEBSERVER_TIMEOUT_MS ?? 180_000),
    reuseExistingServer: false,
    stdout: 'pipe',
    stderr: 'pipe',
    env: e2eStack.env,
  },
});
