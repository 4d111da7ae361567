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

/**
 * Where a budget above is not met yet, CI holds the measure to today's size instead (so it can only shrink)
 * and prints the budget as the aim. Lower these as the code gets lighter; delete one once its budget is met.
 *  - core whole: 20.44 KB today (20.59 KB before the typed API calls became a table of method, path and
 *    arguments); our code is ~15.2 KB of it, ofetch + ufo + destr + eventsource-parser ~5.2 KB. 12 KB needs the
 *    inbox and the cross-tab stream out of the whole import. 21.46 KB since the whole import also holds the values
 *    of every contract enum (+0.83 KB; `gpuTypeValues` and the rest, tree-shaken when unused) and the call tables
 *    write the contract's full paths (+0.19 KB).
 */
export const CEILINGS = {
  coreWhole: 21.5 * 1024,
};

async function main() {
  ensurePackagesBuilt(console.log);
  const kb = (n) => `${(n / 1024).toFixed(2)} KB`;
  const results = [];
  const check = (name, actual, key) => {
    const budget = BUDGETS[key];
    const ceiling = CEILINGS[key];
    const text =
      ceiling === undefined
        ? `${kb(actual)} (budget ${kb(budget)})`
        : `${kb(actual)} (ceiling ${kb(ceiling)}; aim ${kb(budget)}: ${actual <= budget ? 'met' : 'not met yet'})`;
    results.push({ name, ok: actual <= (ceiling ?? budget), text });
  };

  const core = await coreSizes();
  check('@console/core whole, gz', core.whole.gz, 'coreWhole');
  check('@console/core sign-in path, gz', core.signIn.gz, 'signIn');

  const widgets = await widgetSizes();
  const over = widgets.filter((w) => w.dist > w.src * (1 + BUDGETS.widgetDistOverSrc));
  for (const w of over) {
    const limit = Math.floor(w.src * (1 + BUDGETS.widgetDistOverSrc));
    results.push({ name: `${w.name} from dist vs src`, ok: false, text: `${kb(w.dist)} (budget ${kb(limit)})` });
  }
  if (!over.length) {
    const worst = Math.max(...widgets.map((w) => w.dist / w.src));
    results.push({
      name: `each of ${widgets.length} widgets from dist vs src`,
      ok: true,
      text: `worst ${((worst - 1) * 100).toFixed(1)} % heavier (budget +${BUDGETS.widgetDistOverSrc * 100} %)`,
    });
  }

  const initial = consoleInitialJs(console.log);
  check(`console initial JS (${initial.files} files), gz`, initial.gz, 'consoleInitialJs');

  for (const r of results) console.log(`${r.ok ? 'ok  ' : 'OVER'} ${r.name.padEnd(48)} ${r.text}`);
  const failed = results.filter((r) => !r.ok).length;
  console.log(failed ? `${failed} size budget(s) exceeded` : 'all size budgets met');
  process.exit(failed ? 1 : 0);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main();
