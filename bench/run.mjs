#!/usr/bin/env node
// `pnpm bench`: runs every section in `sections/` (or those named on the command line), each bounded in
// time, prints one table of ours beside the anchor measured in the same run, and writes the rows to
// `results/bench.json` (history) and `results/latest.md` (linked from the README). `--keep` keeps the rows of
// sections not named from the last bench.json.
//
// A section is a module exporting `title` and `run(ctx)`, which resolves to rows:
//   { measure, ours, unit, anchor?, anchorLabel?, lowerIsBetter?, note? }
// `ours` and `anchor` are numbers in `unit`; the ratio is ours / anchor. Sections measure on loopback
// only and stop what they start.
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

const here = import.meta.dirname;
const root = resolve(here, '..');
const wanted = new Set(process.argv.slice(2).filter((a) => !a.startsWith('-')));
const sectionTimeoutMs = Number(process.env.BENCH_SECTION_TIMEOUT_MS ?? 10 * 60_000);

const files = readdirSync(resolve(here, 'sections'))
  .filter((f) => f.endsWith('.mjs') && !f.startsWith('_'))
  .sort();

const sections = [];
// `--render`: no section runs; latest.md is written again from bench.json as it stands (after merging two of them).
const render = process.argv.includes('--render');
const rendered = render ? JSON.parse(readFileSync(resolve(here, 'results', 'bench.json'), 'utf8')) : undefined;
if (rendered) sections.push(...rendered.sections);
/** The machine each section ran on: a table may keep sections of earlier runs, measured elsewhere. */
const machine = rendered
  ? (rendered.machine ?? 'a machine not recorded')
  : `${cpus().length} cores (${cpus()[0]?.model ?? 'unknown CPU'})`;
for (const file of render ? [] : files) {
  const name = file.replace(/\.mjs$/, '');
  if (wanted.size && !wanted.has(name)) continue;
  const mod = await import(pathToFileURL(resolve(here, 'sections', file)).href);
  // Each section starts on a quiet machine: after a section the load its own servers and browser left takes a minute
  // or two to fall (the one-minute load average), and a section started at once measured beside it (BENCH_QUIET_LOAD,
  // default 1; BENCH_QUIET_WAIT_S, default 240 s at most).
  const quietBelow = Number(process.env.BENCH_QUIET_LOAD ?? 1);
  const waitUntil = Date.now() + Number(process.env.BENCH_QUIET_WAIT_S ?? 240) * 1000;
  while (loadavg()[0] >= quietBelow && Date.now() < waitUntil) await new Promise((r) => setTimeout(r, 5000));
  const started = Date.now();
  // The machine's load when the section starts: numbers measured beside other work are lower, and say so.
  const load = loadavg()[0];
  const ctx = { root, log: (...args) => console.error(`  [${name}]`, ...args) };
  console.error(`▶ ${name}: ${mod.title}`);
  let rows = [];
  let error;
  let timer;
  try {
    rows = await Promise.race([
      mod.run(ctx),
      new Promise((_, reject) => {
        // A section that needs longer (the API's four databases) says so with `timeoutMs`.
        const ms = Math.max(sectionTimeoutMs, mod.timeoutMs ?? 0);
        timer = setTimeout(() => reject(new Error(`timed out after ${ms / 1000} s`)), ms);
      }),
    ]);
  } catch (err) {
    error = err instanceof Error ? err.message : String(err);
    console.error(`  [${name}] failed: ${error}`);
  } finally {
    clearTimeout(timer);
  }
  sections.push({ name, title: mod.title, seconds: (Date.now() - started) / 1000, load, machine, rows, error });
}

// `--keep`: sections not run this time keep their rows from the last bench.json (re-run one section only), with the
// time of the run that measured them.
if (process.argv.includes('--keep') && !render) {
  try {
    const last = JSON.parse(readFileSync(resolve(here, 'results', 'bench.json'), 'utf8'));
    const ran = new Set(sections.map((s) => s.name));
    for (const old of last.sections ?? [])
      if (!ran.has(old.name))
        sections.push({
          ...old,
          kept: old.kept ?? last.at,
          machine: old.machine ?? last.machine ?? 'a machine not recorded',
        });
    sections.sort((a, b) => a.name.localeCompare(b.name));
  } catch {
    console.error('--keep: no earlier bench/results/bench.json to keep sections from');
  }
}

const fmt = (n, unit) => {
  if (n === undefined || n === null || Number.isNaN(n)) return '—';
  const digits = Math.abs(n) >= 100 ? 0 : Math.abs(n) >= 10 ? 1 : 2;
  return `${n.toLocaleString('en-US', { maximumFractionDigits: digits })} ${unit}`.trim();
};
const ratio = (row) => (row.anchor ? `${(row.ours / row.anchor).toFixed(2)}x` : '—');

const lines = [
  `Benchmarks on ${machine}, Node ${process.version}, ${new Date().toISOString()}`,
  `Load average (1 min) when each section started: ${sections.map((s) => `${s.name} ${s.load?.toFixed(1) ?? '?'}`).join(', ')}`,
  // Sections kept from earlier runs, grouped by the run they come from.
  ...[...new Set(sections.map((s) => s.kept).filter(Boolean))].sort().map(
    (at) =>
      `Kept from the run of ${at}: ${sections
        .filter((s) => s.kept === at)
        .map((s) => `${s.name}${s.machine && s.machine !== machine ? ` (on ${s.machine})` : ''}`)
        .join(', ')}`,
  ),
  '',
  '| section | measure | ours | anchor in the same run | ratio | note |',
  '|---|---|---|---|---|---|',
];
for (const s of sections) {
  if (s.error) lines.push(`| ${s.name} | (section failed) | — | — | — | ${s.error.replaceAll('|', '/')} |`);
  for (const row of s.rows) {
    const anchor = row.anchor === undefined ? '—' : `${row.anchorLabel ?? 'anchor'}: ${fmt(row.anchor, row.unit)}`;
    lines.push(
      `| ${s.name} | ${row.measure} | ${fmt(row.ours, row.unit)} | ${anchor} | ${ratio(row)} | ${row.note ?? ''} |`,
    );
  }
}
const table = lines.join('\n');
console.log(table);

if (!process.argv.includes('--no-write')) {
  const out = resolve(here, 'results');
  mkdirSync(out, { recursive: true });
  const json = {
    at: new Date().toISOString(),
    node: process.version,
    cpus: cpus().length,
    machine,
    sections: sections.map((s) => ({
      ...s,
      rows: s.rows.map((r) => ({ ...r, ratio: r.anchor ? r.ours / r.anchor : null })),
    })),
  };
  writeFileSync(resolve(out, 'bench.json'), `${JSON.stringify(json, null, 2)}\n`);
  writeFileSync(resolve(out, 'latest.md'), `# Latest \`pnpm bench\`\n\n${table}\n`);
  console.error(`\nWrote bench/results/bench.json and bench/results/latest.md`);
}
// Fails when a section run this time failed; a section kept from an earlier run keeps its rows (or error) on record
// without failing this one.
process.exit(sections.some((s) => s.error && !s.kept) ? 1 : 0);
