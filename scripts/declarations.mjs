#!/usr/bin/env node
// Declarations for a package with several entry points (`@console/widgets` and its areas), one `.d.ts` beside each
// `.js` module in dist/, as the JS is built (scripts/tsupModules.ts). A rolled-up declaration file per entry point
// (tsup's dts) costs minutes and gigabytes for fifteen entries; tsc emits the modules the entry points reach in
// seconds, and types shared by two entry points stay one declaration. Relative specifiers get the `.js` of the
// module they name (`./DeploymentForm` -> `./DeploymentForm.js`, `../i18n/messages/de` -> `.../de/index.js`), so the
// files resolve under Node's ESM rules as well as a bundler's. Run from the package folder, after tsup.
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import ts from 'typescript';

const packageDir = process.cwd();
const pkg = JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8'));
const entries = Object.values(pkg.exports)
  .map((target) => (typeof target === 'object' ? target.source : undefined))
  .filter((source) => typeof source === 'string')
  .map((source) => resolve(packageDir, source));

const configFile = ts.findConfigFile(packageDir, ts.sys.fileExists, 'tsconfig.json');
const { config } = ts.readConfigFile(configFile, ts.sys.readFile);
const parsed = ts.parseJsonConfigFileContent(config, ts.sys, packageDir);
const outDir = join(packageDir, 'dist');
const program = ts.createProgram(entries, {
  ...parsed.options,
  // Sibling packages resolve to their built declarations, not to their src/ (the 'source' condition).
  customConditions: [],
  composite: false,
  incremental: false,
  tsBuildInfoFile: undefined,
  declaration: true,
  declarationMap: false,
  emitDeclarationOnly: true,
  noEmit: false,
  outDir,
  rootDir: join(packageDir, 'src'),
});
const diagnostics = ts.getPreEmitDiagnostics(program);
const written = [];
const result = program.emit(undefined, (file, text) => {
  // Only the package's own modules: the program also holds the declarations it reads.
  if (file.startsWith(outDir)) written.push([file, text]);
});
const errors = [...diagnostics, ...result.diagnostics];
if (errors.length) {
  const host = { getCanonicalFileName: (f) => f, getCurrentDirectory: () => packageDir, getNewLine: () => '\n' };
  console.error(ts.formatDiagnostics(errors, host));
  process.exit(1);
}

/** `./x` -> `./x.js`, `./folder` -> `./folder/index.js`, as the sibling declaration file says. */
function withExtension(file, specifier) {
  if (!specifier.startsWith('.') || /\.(js|css)$/.test(specifier)) return specifier;
  const base = resolve(dirname(file), specifier);
  if (existsSync(`${base}.d.ts`) || written.some(([f]) => f === `${base}.d.ts`)) return `${specifier}.js`;
  return `${specifier}/index.js`;
}
for (const [file, text] of written) {
  const fixed = text.replace(
    /((?:from|import)\s*\(?\s*)(['"])(\.{1,2}\/[^'"]*|\.{1,2})\2/g,
    (_, lead, quote, specifier) => `${lead}${quote}${withExtension(file, specifier)}${quote}`,
  );
  writeFileSync(file, fixed);
}
const count = (dir) =>
  readdirSync(dir).reduce((n, f) => {
    const path = join(dir, f);
    return n + (statSync(path).isDirectory() ? count(path) : f.endsWith('.d.ts') ? 1 : 0);
  }, 0);
console.log(`DTS ${written.length} declaration files for ${entries.length} entry points (${count(outDir)} in dist)`);
