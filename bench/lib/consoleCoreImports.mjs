// What the reference console takes from `@console/core`: every value its sources, `@console/react` and
// `@console/widgets` import from core's entry points (tests and stories aside), bundled as one import. The
// console's share of core, beside core's whole root entry.
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

const SOURCES = ['examples/console/src', 'packages/react/src', 'packages/widgets/src'];
const skip = /\.(test|test-d|stories|spec)\.tsx?$|\/(testing|stories)\//;

function* files(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else if (/\.tsx?$/.test(entry.name) && !skip.test(path)) yield path;
  }
}

/** `{ specifier: Set<name> }` of the values imported from `@console/core` and its subpaths under `root`. */
export function coreImports(root) {
  const bySpecifier = {};
  const add = (specifier, name) => {
    bySpecifier[specifier] ??= new Set();
    bySpecifier[specifier].add(name);
  };
  for (const dir of SOURCES) {
    for (const file of files(resolve(root, dir))) {
      const code = readFileSync(file, 'utf8');
      for (const m of code.matchAll(/import\s+(type\s+)?\{([^}]*)\}\s*from\s*'(@console\/core(?:\/[\w-]+)?)'/g)) {
        if (m[1]) continue;
        const names = m[2]
          .split(',')
          .map((s) => s.trim())
          .filter((s) => s && !s.startsWith('type '))
          .map((s) => s.split(/\s+as\s+/)[0]);
        for (const name of names) add(m[3], name);
      }
      for (const m of code.matchAll(/export\s*\{([^}]*)\}\s*from\s*'(@console\/core(?:\/[\w-]+)?)'/g)) {
        for (const name of m[1].split(',').map((s) => s.trim().split(/\s+as\s+/)[0]))
          if (name && !name.startsWith('type ')) add(m[2], name);
      }
    }
  }
  return bySpecifier;
}

/** One ESM entry re-exporting what `coreImports` found. */
export function coreImportsEntry(root) {
  return Object.entries(coreImports(root))
    .map(([specifier, names]) => `export { ${[...names].sort().join(', ')} } from '${specifier}';`)
    .join('\n');
}
