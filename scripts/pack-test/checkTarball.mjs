// What a packed package must and must not hold, read from its unpacked `package/` folder.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

/** Files that belong to the repository, not to a consumer's node_modules. */
const FORBIDDEN = [
  [/(^|\/)src\//, 'source folder'],
  [/\.(test|spec|stories)\.[cm]?[jt]sx?$/, 'test or story'],
  [/\.mdx$/, 'docs page'],
  [/(^|\/)(testing|stories|scripts)\//, 'test helpers or scripts'],
  [/(^|\/)tsconfig[^/]*\.json$|\.tsbuildinfo$|tsup\.config\./, 'build configuration'],
];
const REQUIRED = ['package.json', 'README.md', 'LICENSE'];

function walk(dir, base = dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    return entry.isDirectory() ? walk(path, base) : [relative(base, path)];
  });
}

/** Every export target a consumer's resolver can reach, with the conditions leading to it. */
function exportTargets(value, conditions = []) {
  if (typeof value === 'string') return [{ target: value, conditions }];
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, inner]) => exportTargets(inner, [...conditions, key]));
}

/**
 * Checks one unpacked tarball; returns `{ files, problems, notes }`. Problems fail the test: files that should not
 * ship, files that must, `workspace:` ranges left in, export targets, source maps or their sources missing.
 */
export function checkTarball(dir) {
  const files = walk(dir);
  const problems = [];
  const notes = [];
  for (const file of files) {
    for (const [pattern, what] of FORBIDDEN) if (pattern.test(file)) problems.push(`ships ${what}: ${file}`);
  }
  for (const file of REQUIRED) if (!files.includes(file)) problems.push(`misses ${file}`);

  const pkg = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
  for (const field of ['dependencies', 'peerDependencies', 'optionalDependencies']) {
    for (const [name, range] of Object.entries(pkg[field] ?? {})) {
      if (String(range).startsWith('workspace:')) problems.push(`${field}.${name} is still ${range}`);
    }
  }
  const targets = [
    ...exportTargets(pkg.exports),
    ...['main', 'module', 'types'].filter((f) => pkg[f]).map((f) => ({ target: pkg[f], conditions: [f] })),
  ];
  for (const { target, conditions } of targets) {
    if (target.includes('*') || existsSync(resolve(dir, target))) continue;
    // The workspace's `source` condition (src/) must not ship: `publishConfig.exports` leaves it out.
    problems.push(`export target missing: ${conditions.join(' > ')} -> ${target}`);
  }

  // A declaration file importing a package the consumer does not get fails their type check.
  const declared = new Set([pkg.name, ...Object.keys({ ...pkg.dependencies, ...pkg.peerDependencies })]);
  for (const file of files.filter((f) => /\.d\.[cm]?ts$/.test(f))) {
    // Comments left out: a doc comment's words ("... from 'now'") are no import.
    const text = readFileSync(join(dir, file), 'utf8')
      .replace(/\/\*[\s\S]*?\*\//g, '')
      .replace(/^\s*\/\/.*$/gm, '');
    for (const [, , specifier] of text.matchAll(/(?:^|\s)(?:from|import\()\s*(['"])([^'"\s./][^'"\s]*)\1/gm)) {
      const name = specifier.startsWith('@') ? specifier.split('/').slice(0, 2).join('/') : specifier.split('/')[0];
      if (!declared.has(name) && !name.startsWith('node:'))
        problems.push(`${file} imports ${specifier}, not a dependency`);
    }
  }
  for (const file of files.filter((f) => /\.[cm]?js$/.test(f))) {
    const url = /\/\/# sourceMappingURL=(\S+)\s*$/.exec(readFileSync(join(dir, file), 'utf8'))?.[1];
    if (url && !url.startsWith('data:') && !existsSync(join(dir, dirname(file), url))) {
      problems.push(`${file} points to a missing map ${url}`);
    }
  }
  for (const file of files.filter((f) => f.endsWith('.map'))) {
    const map = JSON.parse(readFileSync(join(dir, file), 'utf8'));
    // The maps name ../src/*, which does not ship: they are useful only with the sources inlined.
    const inlined = map.sourcesContent?.filter((s) => typeof s === 'string').length ?? 0;
    if (inlined !== map.sources.length) problems.push(`${file}: ${map.sources.length - inlined} sources not inlined`);
  }
  return { name: pkg.name, version: pkg.version, files, problems, notes };
}
