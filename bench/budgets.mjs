#!/usr/bin/env node
// `pnpm budgets`: the size budgets CI holds the packages to. Deterministic numbers only (bytes from
// esbuild and gzip, never times), so a failure means the code got heavier, not that the machine was busy.
// Exits 1 when any budget is exceeded. Needs the packages' dist (`pnpm build`); builds examples/console.
import { pathToFileURL } from 'node:url';
import { consoleInitialJs, coreSizes, ensurePackagesBuilt, widgetSizes } from './lib/measureSizes.mjs';

export const BUDGETS = {
  /** `@console/core` whole, ofetch and eventsource-parser bundled in, gz. */
  coreWhole: 12 * 1024,
  /** The sign-in path: AuthClient and the cookie token store, gz. */
  signIn: 6 * 1024,
  /** Any one widget from dist may weigh at most this much more than the same import from src. */
  widgetDistOverSrc: 0.05,
  /** The console's entry chunk plus what index.html loads or preloads, gz. */
  consoleInitialJs: 150 * 1024,
};

async function main() {
  ensurePackagesBuilt(console.log);
  const kb = (n) => `${(n / 1024).toFixed(2)} KB`;
  const results = [];
  const check = (name, actual, limit, show = kb) =>
    results.push({ name, ok: actual <= limit, text: `${show(actual)} (budget ${show(limit)})` });

  const core = await coreSizes();
  check('@console/core whole, gz', core.whole.gz, BUDGETS.coreWhole);
  check('@console/core sign-in path, gz', core.signIn.gz, BUDGETS.signIn);

  const widgets = await widgetSizes();
  const over = widgets.filter((w) => w.dist > w.src * (1 + BUDGETS.widgetDistOverSrc));
  for (const w of over)
    check(`${w.name} from dist vs src`, w.dist, Math.floor(w.src * (1 + BUDGETS.widgetDistOverSrc)));
  if (!over.length) {
    const worst = Math.max(...widgets.map((w) => w.dist / w.src));
    results.push({
      name: `each of ${widgets.length} widgets from dist vs src`,
      ok: true,
      text: `worst ${((worst - 1) * 100).toFixed(1)} % heavier (budget +${BUDGETS.widgetDistOverSrc * 100} %)`,
    });
  }

  const initial = consoleInitialJs(console.log);
  check(`console initial JS (${initial.files} files), gz`, initial.gz, BUDGETS.consoleInitialJs);

  for (const r of results) console.log(`${r.ok ? 'ok  ' : 'OVER'} ${r.name.padEnd(48)} ${r.text}`);
  const failed = results.filter((r) => !r.ok).length;
  console.log(failed ? `${failed} size budget(s) exceeded` : 'all size budgets met');
  process.exit(failed ? 1 : 0);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main();
