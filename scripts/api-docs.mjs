#!/usr/bin/env node
// The API reference: TypeDoc over the three packages' entry points (their doc comments) plus the partners'
// "Getting started" page (docs/reference/getting-started.md), written to storybook-static/api so it is served with
// the built Storybook (`pnpm build-docs` builds both). Checks, each counted: the getting-started samples
// (docs/reference/samples) type-check against the built declarations (`pnpm build` first), TypeDoc resolves every
// doc link, and every relative link in the generated HTML points at a file that exists.
// `--out DIR` writes elsewhere (the test suite writes to a temp folder, leaving storybook-static alone).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const argv = process.argv.slice(2);
const outArg = argv.indexOf('--out');
const temporary = argv.includes('--check');
const out =
  outArg >= 0
    ? resolve(argv[outArg + 1])
    : temporary
      ? mkdtempSync(join(tmpdir(), 'console-api-'))
      : join(root, 'storybook-static/api');
let passed = 0;
let failed = 0;

function record(name, problems) {
  if (problems.length) {
    failed += 1;
    console.error(`✗ ${name}\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  } else {
    passed += 1;
    console.log(`✓ ${name}`);
  }
}

// 1. The samples compile as a partner's app would, against the published declarations.
const tsc = spawnSync(
  process.execPath,
  [join(root, 'node_modules/typescript/bin/tsc'), '-p', 'docs/reference/samples'],
  {
    cwd: root,
    encoding: 'utf8',
  },
);
record('getting-started samples type-check', tsc.status === 0 ? [] : [tsc.stdout.trim() || tsc.stderr.trim()]);

// 2. TypeDoc: a doc link it cannot resolve (in a comment or in the getting-started page) fails the build.
const typedoc = spawnSync(join(root, 'node_modules/.bin/typedoc'), ['--out', out], { cwd: root, encoding: 'utf8' });
const log = `${typedoc.stdout}\n${typedoc.stderr}`;
const linkProblems = log.split('\n').filter((line) => /Failed to resolve link|\[error\]/.test(line));
if (typedoc.status !== 0 && !linkProblems.length) linkProblems.push(log.trim());
record('API reference builds with every doc link resolved', linkProblems);

// 3. Every relative href/src in the generated site points at a file that exists.
const broken = [];
let pages = 0;
function walk(dir) {
  if (!existsSync(dir)) return;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const file = join(dir, entry.name);
    if (entry.isDirectory()) walk(file);
    else if (entry.name.endsWith('.html')) {
      pages += 1;
      const html = readFileSync(file, 'utf8');
      for (const [, link] of html.matchAll(/(?:href|src)="([^"]*)"/g)) {
        if (!link || /^(?:[a-z][a-z0-9+.-]*:|#|\/\/)/i.test(link)) continue;
        const target = decodeURIComponent(link.split(/[?#]/)[0] ?? '');
        if (!target) continue;
        const path = resolve(dirname(file), target);
        if (path.startsWith(`${out}/..`) || !path.startsWith(out)) continue; // the Storybook around it
        if (!existsSync(path)) broken.push(`${file.slice(out.length + 1)} -> ${link}`);
      }
    }
  }
}
walk(out);
if (!pages) broken.push(`no HTML pages in ${out}`);
record(`links in ${pages} reference pages`, broken.slice(0, 20));

if (temporary) rmSync(out, { recursive: true, force: true });
else console.log(`API reference in ${out}`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
