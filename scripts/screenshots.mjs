#!/usr/bin/env node
// Regenerates the screenshot baselines on purpose and writes the contact sheet.
//
//   pnpm screenshots              every shot (a fresh stack; a few minutes)
//   pnpm screenshots --grep NAME  only the shots whose title matches (other arguments go to Playwright too)
//   pnpm screenshots --sheet-only the contact sheet again from the last run's report, without shooting
//
// Runs the console's screenshot project (examples/console/playwright.screens.config.ts) with
// --update-snapshots=changed: a baseline that still matches within the tolerance keeps its bytes, so a
// regeneration commits only what changed. Then writes docs/screens/index.html: every shot with its name,
// viewport and theme, grouped by screen, light and dark side by side, shots whose baseline changed in the
// working tree marked. The page links the committed baselines (no copies). Exits non-zero when a shot
// could not be taken.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { relative, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const consoleDir = resolve(root, 'examples/console');
const snapshots = resolve(consoleDir, 'e2e-screens/screens.spec.ts-snapshots');
const sheetDir = resolve(root, 'docs/screens');
// Not in .reports/, which pnpm test clears: --sheet-only reads the last update run's report.
const report = resolve(consoleDir, 'test-results/screens-update.json');
const sheetOnly = process.argv.includes('--sheet-only');
const args = process.argv.slice(2).filter((a) => a !== '--sheet-only');
const filtered = args.some((a) => a === '--grep' || a.startsWith('--grep=') || a === '-g');

let run = { status: 0 };
let seconds = '0';
if (!sheetOnly) {
  const chromium = spawnSync('node', ['scripts/ensure-chromium.mjs'], { cwd: root, stdio: 'inherit' });
  if (chromium.status !== 0) process.exit(1);
  mkdirSync(resolve(consoleDir, 'test-results'), { recursive: true });
  rmSync(report, { force: true });
  const started = Date.now();
  run = spawnSync(
    'pnpm',
    ['exec', 'playwright', 'test', '-c', 'playwright.screens.config.ts', '--update-snapshots=changed', ...args],
    { cwd: consoleDir, stdio: 'inherit', env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_NAME: report } },
  );
  seconds = ((Date.now() - started) / 1000).toFixed(0);
}

/** Every shot the run took, in the spec's order: { file, screen, title, viewport, theme, ok }. */
const shots = [];
function collect(suite) {
  for (const spec of suite.specs ?? []) {
    const [screen, viewport, theme] = spec.title.split(' ');
    const result = spec.tests?.[0];
    const title = result?.annotations?.find((a) => a.type === 'screen')?.description ?? screen;
    const ok = result?.results?.some((r) => r.status === 'passed') ?? false;
    shots.push({ file: `${screen}-${viewport}-${theme}.png`, screen, title, viewport, theme, ok });
  }
  for (const child of suite.suites ?? []) collect(child);
}
let json;
try {
  json = JSON.parse(readFileSync(report, 'utf8'));
} catch {
  console.error('The screenshot run left no report; the contact sheet was not written.');
  process.exit(1);
}
for (const suite of json.suites ?? []) collect(suite);

// A full run knows every shot: baselines no test takes any more go.
if (!sheetOnly && !filtered && run.status === 0) {
  const wanted = new Set(shots.map((s) => s.file));
  for (const file of readdirSync(snapshots)) {
    if (file.endsWith('.png') && !wanted.has(file)) {
      rmSync(resolve(snapshots, file));
      console.log(`removed the baseline of a shot no test takes: ${file}`);
    }
  }
}

// Baselines that differ from the last commit (new or changed), to review first.
const status = spawnSync('git', ['status', '--porcelain', '--untracked-files=all', '--', relative(root, snapshots)], {
  cwd: root,
  encoding: 'utf8',
});
const changed = new Set(
  (status.stdout ?? '')
    .split('\n')
    .filter(Boolean)
    .map((line) => line.slice(3).split('/').at(-1)),
);

const digest = (file) => (existsSync(file) ? createHash('sha256').update(readFileSync(file)).digest('hex') : undefined);
const esc = (s) => String(s).replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]);
const href = (file) => relative(sheetDir, resolve(snapshots, file)).split('\\').join('/');

const screens = [];
for (const shot of shots) {
  let s = screens.find((x) => x.screen === shot.screen);
  if (!s) {
    s = { screen: shot.screen, title: shot.title, viewports: [] };
    screens.push(s);
  }
  let v = s.viewports.find((x) => x.viewport === shot.viewport);
  if (!v) {
    v = { viewport: shot.viewport, themes: [] };
    s.viewports.push(v);
  }
  v.themes.push(shot);
}

function figure(shot, sameAs) {
  const path = resolve(snapshots, shot.file);
  const [w, h] = shot.viewport.split('x').map(Number);
  const scale = w > 800 ? 0.45 : 0.75;
  const marks = [
    !existsSync(path) ? '<span class="mark bad">missing</span>' : '',
    !shot.ok ? '<span class="mark bad">failed in this run</span>' : '',
    changed.has(shot.file) ? '<span class="mark new">changed</span>' : '',
    sameAs ? `<span class="mark same">same pixels as ${esc(sameAs)}</span>` : '',
  ].join('');
  return `<figure>
        <a href="${esc(href(shot.file))}"><img src="${esc(href(shot.file))}" width="${Math.round(w * scale)}" height="${Math.round(h * scale)}" loading="lazy" alt="${esc(`${shot.title}, ${shot.viewport}, ${shot.theme}`)}"></a>
        <figcaption><code>${esc(shot.file)}</code> · ${esc(shot.viewport.replace('x', '×'))} · ${esc(shot.theme)} ${marks}</figcaption>
      </figure>`;
}

const sections = screens.map((s) => {
  const rows = s.viewports.map((v) => {
    const light = v.themes.find((t) => t.theme === 'light');
    const figures = v.themes.map((t) => {
      const same =
        t !== light && light && digest(resolve(snapshots, t.file)) === digest(resolve(snapshots, light.file));
      return figure(t, same ? 'light' : undefined);
    });
    return `<div class="row">
      ${figures.join('\n      ')}
    </div>`;
  });
  return `<section id="${esc(s.screen)}">
    <h2>${esc(s.title)} <small><code>${esc(s.screen)}</code></small></h2>
    ${rows.join('\n    ')}
  </section>`;
});

const toc = screens.map((s) => `<a href="#${esc(s.screen)}">${esc(s.title)}</a>`).join('\n    ');
const html = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Console screens: contact sheet</title>
<style>
  :root { color-scheme: light dark; font-family: system-ui, sans-serif; }
  body { margin: 0 auto; padding: 1.5rem; max-width: 1600px; }
  h1 { font-size: 1.5rem; margin: 0 0 .25rem; }
  h2 { font-size: 1.15rem; margin: 2.5rem 0 .75rem; border-bottom: 1px solid color-mix(in srgb, currentColor 20%, transparent); padding-bottom: .35rem; }
  h2 small { font-weight: normal; opacity: .7; }
  nav { display: flex; flex-wrap: wrap; gap: .35rem 1rem; margin: 1rem 0; font-size: .9rem; }
  .row { display: flex; flex-wrap: wrap; gap: 1.5rem; align-items: flex-start; margin-bottom: 1.5rem; }
  figure { margin: 0; }
  img { display: block; border: 1px solid color-mix(in srgb, currentColor 25%, transparent); max-width: 100%; height: auto; }
  figcaption { font-size: .8rem; margin-top: .35rem; }
  .mark { display: inline-block; margin-left: .35rem; padding: 0 .4rem; border-radius: .6rem; font-size: .75rem; }
  .new { background: #fde68a; color: #422006; }
  .bad { background: #fecaca; color: #450a0a; }
  .same { background: color-mix(in srgb, currentColor 12%, transparent); }
</style>
</head>
<body>
  <h1>Console screens</h1>
  <p>Every screenshot test of <code>examples/console/e2e-screens</code>: ${shots.length} shots of ${screens.length} screens,
  each at 1440×900 and 390×844 in the light and dark colour scheme, on the end-to-end stack with its clock stopped at
  the same instant. The images are the committed baselines; <code>pnpm screenshots</code> regenerates them and this page.
  Shots marked <span class="mark new">changed</span> differ from the last commit.</p>
  <nav>
    ${toc}
  </nav>
  ${sections.join('\n  ')}
</body>
</html>
`;
mkdirSync(sheetDir, { recursive: true });
writeFileSync(resolve(sheetDir, 'index.html'), html);
const failed = shots.filter((s) => !s.ok).length;
console.log(
  `\n${shots.length - failed} of ${shots.length} shots ${sheetOnly ? 'in the last report' : `taken in ${seconds} s`}; ` +
    `${changed.size} baseline(s) new or changed.` +
    `\nContact sheet: ${relative(root, resolve(sheetDir, 'index.html'))}`,
);
process.exit(run.status === 0 ? 0 : 1);
