#!/usr/bin/env node
/**
 * The admin API's area boundaries, checked on every `pnpm lint` (Biome's `noRestrictedImports` matches
 * specifiers, not "a folder's files from outside that folder", so this reads the imports itself):
 *
 * 1. An area (`src/areas/<area>/`) is imported from outside its folder only through its `index.ts`, or its
 *    `tables.ts` (table definitions: what other areas' queries join and drizzle-kit reads).
 * 2. The schema barrel `src/db/schema.ts` serves drizzle-kit and the typed `Db` (`src/db/database.ts`) only:
 *    code imports the table modules it reads.
 * 3. A `tables.ts` imports only table modules, drizzle and neutral helpers, never an area's index (a table
 *    module stays a leaf, so any file can import it without pulling an area in).
 * 4. Infrastructure (every folder of `src/` but `areas/` and the composition: `app.ts`, `stack.ts`,
 *    `main.ts`, `seed/`, `testing/`, `fuzz/`) imports no area, apart from the tables: where shared code
 *    needs an area's knowledge, it declares an interface that the composition hands over.
 *
 * Usage: `node scripts/check-boundaries.mjs [root]` (root defaults to examples/admin-api). Exit code 1 and
 * one line per violation when any rule is broken. Also used as a module by its test.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const SOURCE = /\.(ts|tsx|mts|mjs|js)$/;
const COMPOSITION = new Set(['app.ts', 'stack.ts', 'main.ts', 'seed', 'testing', 'fuzz']);

/** Every module specifier of a file: static imports and re-exports, `import()`, `vi.mock`/`vi.importActual`. */
export function specifiers(text) {
  // Comments could hold example imports; strings cannot hold these patterns in this code base.
  const code = text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`])\/\/.*$/gm, '$1');
  const found = [];
  const patterns = [
    /\b(?:import|export)\s+(?:type\s+)?(?:[\w*\s{},$]*?\s+from\s+)?['"]([^'"]+)['"]/g,
    /\bimport\s*\(\s*['"]([^'"]+)['"]\s*\)/g,
    /\bvi\.(?:mock|doMock|importActual)\s*(?:<[^>]*>)?\s*\(\s*['"]([^'"]+)['"]/g,
  ];
  for (const pattern of patterns) {
    for (const match of code.matchAll(pattern)) found.push(match[1]);
  }
  return found;
}

function walk(dir, out = []) {
  if (!existsSync(dir)) return out;
  for (const name of readdirSync(dir)) {
    if (name === 'node_modules' || name.startsWith('.')) continue;
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) walk(full, out);
    else if (SOURCE.test(name) && !name.endsWith('.d.ts')) out.push(full);
  }
  return out;
}

/** A relative specifier resolved to the file it names (`x` -> `x.ts` or `x/index.ts`), else null. */
function resolveFile(from, spec) {
  if (!spec.startsWith('.')) return null;
  const base = path.resolve(path.dirname(from), spec.replace(/\.(js|mjs)$/, ''));
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, `${base}.mts`, path.join(base, 'index.ts')]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return `${base}.ts`;
}

/** Where a file sits: `{ area, rest }` inside `src/areas/<area>/`, `{ top }` elsewhere in `src/`, or null. */
function place(srcDir, file) {
  const rel = path.relative(srcDir, file);
  if (rel.startsWith('..')) return null;
  const parts = rel.split(path.sep);
  if (parts[0] === 'areas' && parts.length >= 3) return { area: parts[1], rest: parts.slice(2).join('/') };
  return { top: parts[0] };
}

/** The violations under `root` (the admin API's folder), as `{ file, spec, rule, message }`. */
export function checkBoundaries(root) {
  const srcDir = path.join(root, 'src');
  const schema = path.join(srcDir, 'db', 'schema.ts');
  const schemaReaders = new Set([path.join(srcDir, 'db', 'database.ts')]);
  const files = [...walk(srcDir), ...walk(path.join(root, 'scripts')), ...walk(path.join(root, 'drill'))];
  const violations = [];
  for (const file of files) {
    const from = place(srcDir, file);
    const text = readFileSync(file, 'utf8');
    for (const spec of specifiers(text)) {
      const target = resolveFile(file, spec);
      if (!target) continue;
      const to = place(srcDir, target);
      const report = (rule, message) => violations.push({ file: path.relative(root, file), spec, rule, message });
      if (target === schema && file !== schema && !schemaReaders.has(file)) {
        report('schema-barrel', 'db/schema serves drizzle-kit and the typed Db only: import the table module itself');
        continue;
      }
      if (!to?.area) continue;
      const inside = from?.area === to.area;
      if (inside) continue;
      const isTables = to.rest === 'tables.ts';
      if (to.rest !== 'index.ts' && !isTables) {
        report('area-entry', `areas/${to.area} is imported from outside only through its index.ts (or tables.ts)`);
        continue;
      }
      if (from?.area && from.rest === 'tables.ts' && !isTables) {
        report('tables-leaf', 'a tables.ts imports only table modules, never an area');
        continue;
      }
      if (from && !from.area && !COMPOSITION.has(from.top) && !isTables && file !== schema) {
        report('infrastructure', `infrastructure (${from.top}) imports no area: declare an interface instead`);
      }
    }
  }
  return violations;
}

const invoked = process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (invoked) {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const root = path.resolve(process.argv[2] ?? path.join(here, '..', 'examples', 'admin-api'));
  const violations = checkBoundaries(root);
  for (const v of violations) console.error(`${v.file}: '${v.spec}' [${v.rule}] ${v.message}`);
  if (violations.length > 0) {
    console.error(`\n${violations.length} boundary violation(s); see docs/architecture.md, "Who may import whom".`);
    process.exit(1);
  }
  console.log('Area boundaries: ok');
}
