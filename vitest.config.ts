import { availableParallelism } from 'node:os';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import react from '@vitejs/plugin-react';
import { playwright } from '@vitest/browser-playwright';
import { defaultServerConditions } from 'vite';
import { defineConfig } from 'vitest/config';

/** Debian's Chromium; the flags stop background connections a closed network refuses. */
const chromium = playwright({
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
});
/** A fresh object per project: vitest names each instance after its project. */
const browser = () => ({
  enabled: true,
  headless: true,
  provider: chromium,
  instances: [{ browser: 'chromium' as const }],
  // A loaded CI machine can take longer than the default minute to connect the browser session.
  connectTimeout: 180_000,
});
const resolve = { conditions: ['source'] };
/** Files that run in node (`@vitest-environment node`, the node projects) resolve workspace packages the same way. */
const ssr = { resolve: { conditions: ['source', ...defaultServerConditions] } };
/**
 * The small node-side projects (core, react, console, contract, scripts, integration): a group run after the admin API's
 * and the browser projects' files, in at least two workers (vitest's default is one fewer than the cores: a single one
 * on a 2-core CI machine). Their files each start a fresh environment and wait on it more than they compute; the admin
 * API's files, CPU-bound, keep the default (a second worker there only added CPU on a quiet machine).
 */
const smallNode = { sequence: { groupOrder: 1 }, maxWorkers: Math.max(2, availableParallelism() - 1) };

export default defineConfig({
  resolve,
  ssr,
  test: {
    projects: [
      {
        resolve,
        test: { ...smallNode, name: 'core', environment: 'node', include: ['packages/core/src/**/*.test.ts'] },
      },
      {
        plugins: [react()],
        resolve,
        test: {
          ...smallNode,
          name: 'react',
          environment: 'happy-dom',
          include: ['packages/react/src/**/*.test.{ts,tsx}'],
        },
      },
      {
        plugins: [react()],
        resolve,
        // Found only when a connected panel's test runs; optimised late, vite would reload mid-run with a second React.
        optimizeDeps: { include: ['@tanstack/react-query', 'msw'] },
        test: {
          name: 'widgets',
          include: ['packages/widgets/src/**/*.test.{ts,tsx}'],
          browser: browser(),
          // A file's first test also waits for the browser to load its modules, styles and axe: 17 s for
          // inferencingWidgets' on a 2-core machine at load 15, over browser mode's default 15 s.
          testTimeout: 30_000,
        },
      },
      {
        plugins: [react()],
        resolve,
        ssr,
        test: {
          ...smallNode,
          name: 'console',
          environment: 'happy-dom',
          include: ['examples/console/src/**/*.test.{ts,tsx}'],
        },
      },
      {
        resolve,
        test: { ...smallNode, name: 'contract', environment: 'node', include: ['packages/contract/src/**/*.test.ts'] },
      },
      {
        test: { ...smallNode, name: 'scripts', environment: 'node', include: ['scripts/**/*.test.mjs'] },
      },
      {
        resolve,
        test: {
          name: 'admin-api',
          environment: 'node',
          include: ['examples/admin-api/src/**/*.test.ts'],
          globalSetup: ['examples/admin-api/src/testing/globalSetup.ts'],
          // Each file builds its own database and app; sharing the loaded modules between files saves importing the
          // whole API again for each (measured: 40 % less time for the same files). State lives in the apps, not in
          // modules.
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 120_000,
        },
      },
      {
        resolve,
        // Node-side tests resolve as server code: read the workspace packages from source there too.
        ssr: { resolve: { conditions: ['source'] } },
        test: {
          ...smallNode,
          // Core driven end to end against the reference stack, started as a child process: no React.
          name: 'integration',
          environment: 'node',
          include: ['examples/console/integration/**/*.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        plugins: [storybookTest({ configDir: '.storybook' })],
        resolve,
        // As for the widgets project: the connected panels' stories pull these in after the first optimisation.
        optimizeDeps: { include: ['@tanstack/react-query', 'msw'] },
        test: { name: 'storybook', browser: browser() },
      },
    ],
  },
});
