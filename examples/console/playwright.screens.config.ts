import { fileURLToPath, pathToFileURL } from 'node:url';
import { defineConfig } from '@playwright/test';
import { e2eStack } from './e2e/stack';
import { FROZEN_AT } from './e2e-screens/screens';
import functional from './playwright.config';

/**
 * Screenshot tests (`e2e-screens/`): the key screens at 1440×900 and 390×844, light and dark, compared
 * with the baselines committed next to the spec. They start a fresh stack of their own (same ports as the
 * functional run, which never runs at the same time): the functional specs add rows, pause deployments
 * and move the server's clock, and the screenshots must not depend on which of them ran before.
 * Regenerate the baselines on purpose with `pnpm screenshots`.
 */
process.env.E2E_RUN_ID ??= String(Date.now());
const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

export default defineConfig({
  testDir: './e2e-screens',
  outputDir: `test-results/screens-${process.env.E2E_RUN_ID}`,
  // Baselines sit next to the spec, one name per shot (no platform suffix: Debian Chromium only).
  snapshotPathTemplate: '{testDir}/{testFileName}-snapshots/{arg}{ext}',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  forbidOnly: !!process.env.CI,
  // CI compares and never writes: a missing baseline fails instead of quietly becoming one.
  updateSnapshots: process.env.CI ? 'none' : 'missing',
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : [['list']],
  expect: {
    // A loaded machine: the workspace can take more than the default 5 s to appear after sign-in.
    timeout: 20_000,
    toHaveScreenshot: { animations: 'disabled', caret: 'hide', scale: 'css', maxDiffPixels: 200 },
  },
  use: {
    ...functional.use,
    // A failed comparison leaves expected, actual and diff images in outputDir; traces would only slow every shot.
    trace: 'off',
    locale: 'en-US',
    timezoneId: 'UTC',
    reducedMotion: 'reduce',
    launchOptions: {
      ...functional.use?.launchOptions,
      // Only the Debian fonts the suite relies on, whatever else this machine has (see e2e-screens/fonts.conf).
      env: { ...process.env, FONTCONFIG_FILE: here('./e2e-screens/fonts.conf') },
    },
  },
  projects: [{ name: 'screens', use: { browserName: 'chromium' } }],
  webServer: {
    ...(functional.webServer as object),
    command: 'node ../../scripts/start.mjs --e2e',
    url: e2eStack.portalUrl,
    // Two production builds and a seeded database: on a machine busy with other work this can take minutes.
    timeout: 360_000,
    // SCREENS_REUSE_STACK=1 shoots a stack started by hand with the same environment (when iterating on a screen).
    reuseExistingServer: process.env.SCREENS_REUSE_STACK === '1',
    env: {
      ...e2eStack.env,
      // The shots are of stable data on a stopped clock: simulated engines, not this machine's live numbers.
      ENGINES: 'simulated',
      TZ: 'UTC',
      // The admin API's wall clock stands still at FROZEN_AT (seed included); the suite moves it with the test clock.
      NODE_OPTIONS:
        `${process.env.NODE_OPTIONS ?? ''} --import=${pathToFileURL(here('./e2e-screens/frozenNow.mjs')).href}`.trim(),
      SCREENS_FROZEN_NOW: FROZEN_AT,
      // No token refresh while a page is shot (the browser's clock is frozen as well).
      ACCESS_TOKEN_TTL: '3600',
    },
  },
});
