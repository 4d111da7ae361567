#!/usr/bin/env node
// The public API reports: one `api/<entry>.api.md` per entry point of each published package (API Extractor), read
// from the built declarations. `pnpm api:check` (CI, `pnpm test`) fails when a package's exported surface differs
// from its committed report; `pnpm api:update` rewrites the reports, to commit with the change so review sees it.
// Needs the packages' dist (`pnpm build`). The analysis uses the workspace's TypeScript, not API Extractor's own.
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { CompilerState, Extractor, ExtractorConfig, ExtractorLogLevel } from '@microsoft/api-extractor';

const root = resolve(import.meta.dirname, '..');
const PACKAGES = ['core', 'react', 'widgets'];
const update = process.argv.includes('--update');
const typescriptCompilerFolder = dirname(resolve(root, 'node_modules/typescript/package.json'));

/** The entry points of a package as published: report name and declaration file (`inferencing` -> dist/inferencing/index.d.ts). */
function entryPoints(packageDir) {
  const pkg = JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8'));
  const exportsMap = pkg.publishConfig?.exports ?? pkg.exports;
  return Object.entries(exportsMap)
    .filter(([, target]) => typeof target === 'object' && typeof target.types === 'string')
    .map(([subpath, target]) => ({
      subpath: subpath === '.' ? pkg.name : `${pkg.name}/${subpath.slice(2)}`,
      name: subpath === '.' ? 'index' : subpath.slice(2).replaceAll('/', '-'),
      dts: resolve(packageDir, target.types),
    }));
}

/** Other messages about the declarations go into the report (so a change to them shows in review), not to the console. */
const intoReport = { logLevel: ExtractorLogLevel.None, addToApiReportFile: true };
const silent = { logLevel: ExtractorLogLevel.None };

function configFor(packageDir, entry, temp) {
  return ExtractorConfig.prepare({
    configObject: {
      projectFolder: packageDir,
      mainEntryPointFilePath: entry.dts,
      compiler: {
        overrideTsconfig: {
          compilerOptions: {
            target: 'es2022',
            module: 'esnext',
            moduleResolution: 'bundler',
            jsx: 'react-jsx',
            lib: ['es2022', 'dom', 'dom.iterable'],
            strict: true,
            skipLibCheck: true,
            types: [],
          },
          files: [entry.dts],
        },
      },
      apiReport: {
        enabled: true,
        reportFileName: `${entry.name}.api.md`,
        reportFolder: join(packageDir, 'api'),
        reportTempFolder: temp,
        includeForgottenExports: false,
      },
      docModel: { enabled: false },
      dtsRollup: { enabled: false },
      tsdocMetadata: { enabled: false },
      newlineKind: 'lf',
      messages: {
        compilerMessageReporting: { default: { logLevel: ExtractorLogLevel.Warning } },
        extractorMessageReporting: {
          default: intoReport,
          // Release tags (@public, @beta) are not used: everything exported is public.
          'ae-missing-release-tag': silent,
          // Doc comments are reviewed in the code; a report line per undocumented member would bury the surface.
          'ae-undocumented': silent,
          'ae-unresolved-link': silent,
          // A type reachable only through an exported signature (core's `components`, an area's props naming the
          // root's `Appearance`): listed at the foot of a report with line numbers of the built declarations, which
          // move with every unrelated change. The signature itself is in the report.
          'ae-forgotten-export': silent,
        },
        tsdocMessageReporting: { default: silent },
      },
    },
    configObjectFullPath: join(packageDir, 'api-extractor.json'),
    packageJsonFullPath: join(packageDir, 'package.json'),
  });
}

const temp = mkdtempSync(join(tmpdir(), 'console-api-'));
const changed = [];
let count = 0;
try {
  for (const name of PACKAGES) {
    const packageDir = join(root, 'packages', name);
    const entries = entryPoints(packageDir);
    if (update) mkdirSync(join(packageDir, 'api'), { recursive: true });
    const configs = entries.map((entry) => configFor(packageDir, entry, temp));
    // One TypeScript program per package, shared by its entry points.
    const compilerState = CompilerState.create(configs[0], {
      typescriptCompilerFolder,
      additionalEntryPoints: entries.map((e) => e.dts),
    });
    for (const [i, config] of configs.entries()) {
      const result = Extractor.invoke(config, {
        localBuild: update,
        compilerState,
        typescriptCompilerFolder,
        showVerboseMessages: false,
        messageCallback: (message) => {
          // The version banner and "report changed" lines: this script prints its own summary.
          if (message.logLevel !== ExtractorLogLevel.Error && message.logLevel !== ExtractorLogLevel.Warning)
            message.handled = true;
        },
      });
      count++;
      const report = `packages/${name}/api/${entries[i].name}.api.md`;
      if (result.errorCount > 0) throw new Error(`API Extractor failed on ${report}`);
      if (result.apiReportChanged) changed.push(`${report} (${entries[i].subpath})`);
    }
  }
} finally {
  rmSync(temp, { recursive: true, force: true });
}

if (update) {
  console.log(
    `${count} API reports written${changed.length ? `, ${changed.length} changed:\n  ${changed.join('\n  ')}` : ', none changed'}.`,
  );
} else if (changed.length) {
  console.error(`The public API differs from its committed report in ${changed.length} of ${count} entry points:`);
  console.error(`  ${changed.join('\n  ')}`);
  console.error(
    'If the change is meant, run `pnpm api:update`, review the diff of packages/*/api/ and commit it (with a changeset).',
  );
  process.exit(1);
} else {
  console.log(`The public API of ${count} entry points matches the committed reports.`);
}
