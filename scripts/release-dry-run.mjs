#!/usr/bin/env node
// What the next release would do, without doing it: copies the release inputs (workspace manifests,
// changelogs, pending changesets) to a temp folder, runs `changeset version` there and checks the result:
// every published package gets a new version (one version for the fixed group) and a CHANGELOG entry per
// pending changeset, private packages stay as they are, and each `workspace:` range resolves to a published
// sibling at its new version. The working tree is never written. `--keep` keeps the temp folder.
import { spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const keep = process.argv.includes('--keep');
const problems = [];
const BUMPS = ['patch', 'minor', 'major'];

const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));
const readText = (file) => (existsSync(file) ? readFileSync(file, 'utf8') : undefined);

/** Tracked and new (not ignored) files that `changeset version` reads or writes. */
function releaseInputs() {
  const res = spawnSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], { cwd: root });
  if (res.status !== 0) throw new Error(`git ls-files failed: ${res.stderr}`);
  const wanted = /^(package\.json|pnpm-workspace\.yaml|\.changeset\/.*|(.+\/)?(package\.json|CHANGELOG\.md))$/;
  return [...new Set(res.stdout.toString().split('\0'))].filter((f) => wanted.test(f) && existsSync(join(root, f)));
}

/** The workspace packages found under `dir`, by name. */
function workspacePackages(dir, files) {
  const packages = new Map();
  for (const file of files.filter((f) => f.endsWith('/package.json'))) {
    const pkg = readJson(join(dir, file));
    if (!pkg.name) continue;
    const folder = dirname(file);
    packages.set(pkg.name, { folder, pkg, changelog: readText(join(dir, folder, 'CHANGELOG.md')) });
  }
  return packages;
}

/** The pending changesets: which packages each bumps, and its summary. */
function pendingChangesets(dir) {
  const folder = join(dir, '.changeset');
  return readdirSync(folder)
    .filter((f) => f.endsWith('.md') && f !== 'README.md')
    .map((file) => {
      const [, front = '', body = ''] =
        /^---\n([\s\S]*?)\n---\n?([\s\S]*)$/.exec(readFileSync(join(folder, file), 'utf8')) ?? [];
      const bumps = Object.fromEntries(
        [...front.matchAll(/^\s*['"]?([^'":]+)['"]?\s*:\s*(patch|minor|major)\s*$/gm)].map((m) => [m[1], m[2]]),
      );
      return { file, bumps, summary: body.trim() };
    });
}

const parse = (v) => v.split('-')[0].split('.').map(Number);
function bump(version, type) {
  const [major, minor, patch] = parse(version);
  if (type === 'major') return `${major + 1}.0.0`;
  if (type === 'minor') return `${major}.${minor + 1}.0`;
  return `${major}.${minor}.${patch + 1}`;
}

/** What `pnpm publish` writes for a `workspace:` range, and whether `version` satisfies it. */
function resolveWorkspaceRange(range, version) {
  const spec = range.slice('workspace:'.length);
  const written = spec === '*' ? version : spec === '^' || spec === '~' ? `${spec}${version}` : spec;
  const [a, b, c] = parse(version);
  const m = /^([\^~]?)(\d+)\.(\d+)\.(\d+)$/.exec(written);
  if (!m) return { written, ok: undefined };
  const [x, y, z] = [Number(m[2]), Number(m[3]), Number(m[4])];
  const atLeast = a > x || (a === x && (b > y || (b === y && c >= z)));
  const ok =
    m[1] === ''
      ? a === x && b === y && c === z
      : m[1] === '~'
        ? atLeast && a === x && b === y
        : atLeast && a === x && (x > 0 || b === y) && (x > 0 || y > 0 || c === z);
  return { written, ok };
}

const temp = mkdtempSync(join(tmpdir(), 'console-release-'));
try {
  const files = releaseInputs();
  for (const file of files) {
    mkdirSync(dirname(join(temp, file)), { recursive: true });
    copyFileSync(join(root, file), join(temp, file));
  }
  const before = workspacePackages(temp, files);
  const changesets = pendingChangesets(temp);
  const config = readJson(join(temp, '.changeset/config.json'));
  console.log(`${changesets.length} pending changeset(s) over ${before.size} workspace packages`);

  const res = spawnSync(process.execPath, [join(root, 'node_modules/@changesets/cli/bin.js'), 'version'], {
    cwd: temp,
    encoding: 'utf8',
  });
  if (res.status !== 0) throw new Error(`changeset version failed:\n${res.stdout}\n${res.stderr}`);
  const after = workspacePackages(temp, files);
  const left = readdirSync(join(temp, '.changeset')).filter((f) => f.endsWith('.md') && f !== 'README.md');
  if (left.length)
    problems.push(`changesets not consumed (naming only private or ignored packages?): ${left.join(', ')}`);

  // The bump each published package should get: its own changesets', raised to the highest of its fixed group.
  const own = (name) => changesets.flatMap((c) => (c.bumps[name] ? [c.bumps[name]] : []));
  const highest = (types) => types.reduce((h, t) => (BUMPS.indexOf(t) > BUMPS.indexOf(h ?? '') ? t : h), undefined);
  const groupOf = (name) => (config.fixed ?? []).find((group) => group.includes(name)) ?? [name];

  for (const [name, { folder, pkg }] of before) {
    const next = after.get(name);
    const from = pkg.version;
    const to = next.pkg.version;
    const changelog = next.changelog ?? '';
    if (pkg.private) {
      if (to !== from) problems.push(`${name} is private but was versioned ${from} -> ${to}`);
      if (changelog !== (before.get(name).changelog ?? ''))
        problems.push(`${name} is private but got a CHANGELOG entry`);
      console.log(`  ${name.padEnd(22)} private, stays ${from}`);
      continue;
    }
    const type = highest(groupOf(name).flatMap(own));
    const expected = type ? bump(from, type) : from;
    if (to !== expected) problems.push(`${name}: ${from} -> ${to}, expected ${expected} (${type ?? 'no changeset'})`);
    if (type && !changelog.includes(`## ${to}`)) problems.push(`${name}: CHANGELOG.md has no "## ${to}" section`);
    const entries = changesets.filter((c) => c.bumps[name]);
    for (const c of entries) {
      const firstLine = c.summary.split('\n')[0];
      if (!changelog.includes(firstLine)) problems.push(`${name}: CHANGELOG.md misses ${c.file}`);
    }
    for (const field of ['dependencies', 'peerDependencies', 'optionalDependencies']) {
      for (const [dep, range] of Object.entries(next.pkg[field] ?? {})) {
        if (!String(range).startsWith('workspace:')) continue;
        const target = after.get(dep);
        if (!target) problems.push(`${name}: ${field}.${dep} ${range} names no workspace package`);
        else if (target.pkg.private) problems.push(`${name}: ${field}.${dep} is private and never published`);
        else {
          const { written, ok } = resolveWorkspaceRange(range, target.pkg.version);
          if (ok === false)
            problems.push(`${name}: ${dep} ${range} would publish as ${written}, not ${target.pkg.version}`);
          if (ok === undefined) console.log(`  note: ${name} ${dep} ${range} publishes as ${written} (not checked)`);
        }
      }
    }
    console.log(
      `  ${name.padEnd(22)} ${from} -> ${to} (${type ?? 'no bump'}), ${entries.length} changelog entries, ${folder}`,
    );
  }
} catch (error) {
  problems.push(error instanceof Error ? error.message : String(error));
} finally {
  if (keep) console.log(`kept ${temp}`);
  else rmSync(temp, { recursive: true, force: true });
}

if (problems.length) {
  console.error(`Release dry run: ${problems.length} problem(s)\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  process.exit(1);
}
console.log('Release dry run: versions, changelogs and workspace ranges are ready to publish.');
