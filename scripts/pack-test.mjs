#!/usr/bin/env node
// The published packages as a stranger gets them: builds them, packs them with pnpm (which rewrites
// `workspace:*`), checks each tarball's contents, installs the tarballs into a scratch app in the system temp
// folder (outside this workspace, dependencies from the npm registry), bundles it with esbuild, imports the
// packages in Node and renders a presentational widget and a connected panel in Chromium.
// `--no-build` reuses the packages' dist/ (scripts/test.mjs builds just before); `--keep` keeps the temp folder.
import { spawnSync } from 'node:child_process';
import {
  copyFileSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  realpathSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { checkTarball } from './pack-test/checkTarball.mjs';
import { renderInChromium } from './pack-test/renderInChromium.mjs';

const root = resolve(import.meta.dirname, '..');
const PACKAGES = ['core', 'react', 'widgets'];
const args = new Set(process.argv.slice(2));
const timings = [];
const problems = [];

const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));

/** Runs one step, timed; a failing command throws with its output. */
async function step(name, run) {
  const started = Date.now();
  try {
    return await run();
  } finally {
    timings.push(`${name} ${((Date.now() - started) / 1000).toFixed(1)}s`);
  }
}

function sh(cmd, cmdArgs, cwd, env = {}) {
  const res = spawnSync(cmd, cmdArgs, { cwd, encoding: 'utf8', env: { ...process.env, ...env } });
  if (res.status !== 0) throw new Error(`${cmd} ${cmdArgs.join(' ')} failed in ${cwd}\n${res.stdout}\n${res.stderr}`);
  return res.stdout;
}

/** The versions this workspace develops against, so the scratch app tests the same pairing. */
function workspaceVersions() {
  const rootPkg = readJson(join(root, 'package.json'));
  const reactPkg = readJson(join(root, 'packages/react/package.json'));
  // The esbuild tsup builds the packages with.
  const tsupDir = realpathSync(join(root, 'node_modules/tsup'));
  const esbuild = readJson(createRequire(join(tsupDir, 'package.json')).resolve('esbuild/package.json')).version;
  return {
    react: rootPkg.devDependencies.react,
    'react-dom': rootPkg.devDependencies['react-dom'],
    '@tanstack/react-query': reactPkg.devDependencies['@tanstack/react-query'],
    jotai: reactPkg.devDependencies.jotai,
    '@types/react': rootPkg.devDependencies['@types/react'],
    '@types/react-dom': rootPkg.devDependencies['@types/react-dom'],
    esbuild,
  };
}

/** The React 18 line partner portals run: the oldest our peer range takes is 18.2, the newest 18 is 18.3. */
const REACT_18 = {
  react: '18.3.1',
  'react-dom': '18.3.1',
  '@types/react': '18.3.32',
  '@types/react-dom': '18.3.7',
};

const QUICK_START_TSCONFIG = {
  compilerOptions: {
    target: 'es2022',
    module: 'esnext',
    moduleResolution: 'bundler',
    jsx: 'react-jsx',
    lib: ['es2022', 'dom', 'dom.iterable'],
    strict: true,
    noEmit: true,
    skipLibCheck: true,
    types: [],
  },
  include: ['src/quickstart-*.tsx'],
};

/** Type-checks every declaration file too (`skipLibCheck: false`), as a strict app does. */
const strictTsconfig = (moduleResolution) => ({
  compilerOptions: {
    target: 'es2022',
    module: moduleResolution === 'bundler' ? 'esnext' : moduleResolution,
    moduleResolution,
    jsx: 'react-jsx',
    lib: ['es2022', 'dom', 'dom.iterable'],
    strict: true,
    noEmit: true,
    skipLibCheck: false,
    types: [],
  },
  include: ['src/strict.tsx'],
});

/**
 * The strict app (pack-test/strict.tsx) in `dir`: type-checked with `skipLibCheck: false` under each of
 * `resolutions` (`bundler` and `node16` by default), then bundled for Node and run, which renders ConsoleProvider
 * and connected panels to HTML.
 */
function strictApp(dir, label, esbuild, resolutions = ['bundler', 'node16']) {
  copyFileSync(join(import.meta.dirname, 'pack-test/strict.tsx'), join(dir, 'src/strict.tsx'));
  for (const resolution of resolutions) {
    const config = `tsconfig.strict-${resolution}.json`;
    writeFileSync(join(dir, config), JSON.stringify(strictTsconfig(resolution)));
    const tsc = spawnSync(process.execPath, [join(root, 'node_modules/typescript/bin/tsc'), '-p', config], {
      cwd: dir,
      encoding: 'utf8',
    });
    if (tsc.status !== 0)
      problems.push(`${label}: the declarations do not type-check (skipLibCheck: false, ${resolution})\n${tsc.stdout}`);
  }
  sh(
    esbuild,
    [
      'src/strict.tsx',
      '--bundle',
      '--platform=node',
      '--format=cjs',
      '--jsx=automatic',
      '--outfile=strict/strict.cjs',
      '--log-level=error',
    ],
    dir,
  );
  const run = spawnSync(process.execPath, ['strict/strict.cjs'], { cwd: dir, encoding: 'utf8' });
  if (run.status !== 0) problems.push(`${label}: the strict app does not render\n${run.stdout}\n${run.stderr}`);
  else console.log(`  ${label}:${run.stdout.trimEnd().replace(/^ */, ' ')}`);
}

/** The install line's packages and the code of a README's "## Quick start" section. */
function quickStart(readme) {
  const section = /^## Quick start\n([\s\S]*?)(?=^## )/m.exec(readme)?.[1] ?? '';
  const install = /```sh\n(?:pnpm add|npm install) ([^\n]+)\n```/.exec(section)?.[1];
  const code = /```tsx?\n([\s\S]*?)```/.exec(section)?.[1];
  return install && code ? { packages: install.trim().split(/\s+/), code } : undefined;
}

const temp = mkdtempSync(join(tmpdir(), 'console-pack-'));
try {
  if (!args.has('--no-build')) {
    await step('build', () =>
      sh('pnpm', [...PACKAGES.flatMap((p) => ['--filter', `@console/${p}`]), 'run', 'build'], root),
    );
  }

  const tarballs = join(temp, 'tarballs');
  mkdirSync(tarballs);
  const packed = await step('pack', () =>
    PACKAGES.map((name) => {
      const before = new Set(readdirSync(tarballs));
      sh('pnpm', ['pack', '--pack-destination', tarballs], join(root, 'packages', name));
      const file = readdirSync(tarballs).find((f) => !before.has(f));
      if (!file) throw new Error(`pnpm pack wrote no tarball for ${name}`);
      return { name, file: join(tarballs, file) };
    }),
  );

  await step('contents', () => {
    for (const { name, file } of packed) {
      const out = join(temp, 'unpacked', name);
      mkdirSync(out, { recursive: true });
      sh('tar', ['xzf', file, '-C', out], temp);
      const report = checkTarball(join(out, 'package'));
      const listed = report.files.length <= 12 ? ` (${report.files.join(', ')})` : '';
      console.log(`  ${report.name}@${report.version}: ${report.files.length} files${listed}`);
      for (const note of report.notes) console.log(`    note: ${note}`);
      problems.push(...report.problems.map((p) => `${report.name}: ${p}`));
    }
  });

  const app = join(temp, 'app');
  await step('install', () => {
    const versions = workspaceVersions();
    mkdirSync(join(app, 'src'), { recursive: true });
    const dependencies = Object.fromEntries([
      ...packed.map(({ name, file }) => [`@console/${name}`, `file:${file}`]),
      ...Object.entries(versions),
    ]);
    writeFileSync(
      join(app, 'package.json'),
      JSON.stringify({ name: 'scratch-app', private: true, type: 'module', dependencies }, null, 2),
    );
    console.log(
      `  npm install ${Object.entries(versions)
        .map(([n, v]) => `${n}@${v}`)
        .join(' ')} + 3 tarballs`,
    );
    sh('npm', ['install', '--no-audit', '--no-fund', '--prefer-offline', '--loglevel=error'], app);
  });

  await step('node import', () => {
    copyFileSync(join(import.meta.dirname, 'pack-test/probe.mjs'), join(app, 'probe.mjs'));
    sh('node', ['probe.mjs'], app);
  });

  await step('quick starts', () => {
    // Each README's quick start, as published, must install with the line it gives and bundle as written.
    const installed = new Set(Object.keys(readJson(join(app, 'package.json')).dependencies));
    for (const { name } of packed) {
      const start = quickStart(readFileSync(join(temp, 'unpacked', name, 'package/README.md'), 'utf8'));
      if (!start) {
        problems.push(`@console/${name}: README has no "## Quick start" with an install line and code`);
        continue;
      }
      const unknown = start.packages.filter((p) => !installed.has(p));
      if (unknown.length)
        problems.push(`@console/${name}: quick start installs ${unknown.join(', ')}, not tested here`);
      const file = `src/quickstart-${name}.tsx`;
      writeFileSync(join(app, file), start.code);
      const esbuild = join(app, 'node_modules/.bin/esbuild');
      const res = spawnSync(esbuild, [file, '--bundle', '--format=esm', '--outdir=quickstarts', '--log-level=error'], {
        cwd: app,
        encoding: 'utf8',
      });
      if (res.status !== 0) problems.push(`@console/${name}: quick start does not bundle\n${res.stderr}`);
    }
    // Types too, against the published declarations, as a Vite app checks them (skipLibCheck; the strict steps
    // below check with skipLibCheck: false; checkTarball checks that our .d.ts import only declared packages).
    writeFileSync(join(app, 'tsconfig.json'), JSON.stringify(QUICK_START_TSCONFIG));
    const tsc = spawnSync(process.execPath, [join(root, 'node_modules/typescript/bin/tsc'), '-p', '.'], {
      cwd: app,
      encoding: 'utf8',
    });
    if (tsc.status !== 0) problems.push(`the quick starts do not type-check against the tarballs\n${tsc.stdout}`);
  });

  await step('strict types, React 19', () => strictApp(app, 'React 19', join(app, 'node_modules/.bin/esbuild')));

  await step('React 18', () => {
    // The same tarballs in an app on React 18, as many partner portals still are (peer range ^18.2.0 || ^19.0.0).
    const app18 = join(temp, 'app-react18');
    mkdirSync(join(app18, 'src'), { recursive: true });
    const versions = workspaceVersions();
    const dependencies = Object.fromEntries([
      ...packed.map(({ name, file }) => [`@console/${name}`, `file:${file}`]),
      ...Object.entries(REACT_18),
      ['@tanstack/react-query', versions['@tanstack/react-query']],
      ['jotai', versions.jotai],
    ]);
    writeFileSync(
      join(app18, 'package.json'),
      JSON.stringify({ name: 'scratch-app-react18', private: true, type: 'module', dependencies }, null, 2),
    );
    sh('npm', ['install', '--no-audit', '--no-fund', '--prefer-offline', '--loglevel=error'], app18);
    const installed = readJson(join(app18, 'node_modules/react/package.json')).version;
    if (!installed.startsWith('18.')) problems.push(`the React 18 app installed react ${installed}`);
    // Under `bundler` only: how `node16` resolves our exports map does not depend on the React line (checked above).
    strictApp(app18, `React ${installed}`, join(app, 'node_modules/.bin/esbuild'), ['bundler']);
  });

  await step('bundle', () => {
    copyFileSync(join(import.meta.dirname, 'pack-test/app.jsx'), join(app, 'src/main.jsx'));
    sh(
      join(app, 'node_modules/.bin/esbuild'),
      [
        'src/main.jsx',
        '--bundle',
        '--format=esm',
        '--minify',
        '--jsx=automatic',
        '--outdir=dist',
        '--log-level=warning',
      ],
      app,
    );
    const css = readFileSync(join(app, 'dist/main.css'), 'utf8');
    if (!css.includes('[data-console-widget]'))
      problems.push('the bundle has no widget CSS from @console/widgets/styles.css');
    writeFileSync(
      join(app, 'dist/index.html'),
      '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Scratch app</title>' +
        '<link rel="stylesheet" href="/main.css"></head><body><main id="root"></main>' +
        '<script type="module" src="/main.js"></script></body></html>',
    );
  });

  await step('tree-shaking', () => {
    // An area entry point brings its own area and the shared parts, never another area's modules.
    writeFileSync(join(app, 'src/area.js'), "export { OrganizationsTable } from '@console/widgets/organizations';\n");
    sh(
      join(app, 'node_modules/.bin/esbuild'),
      ['src/area.js', '--bundle', '--format=esm', '--minify', '--outdir=area', '--metafile=area/meta.json'],
      app,
    );
    const { outputs } = readJson(join(app, 'area/meta.json'));
    const kept = Object.values(outputs).flatMap((out) =>
      Object.entries(out.inputs)
        .filter(([, input]) => input.bytesInOutput > 0)
        .map(([path]) => path),
    );
    const areas =
      /@console\/widgets\/dist\/(branches|clusters|iam|inferencing|notebooks|notifications|projects|support)\//;
    const foreign = kept.filter((path) => areas.test(path));
    if (foreign.length) problems.push(`@console/widgets/organizations pulls in other areas: ${foreign.join(', ')}`);
    if (!kept.some((path) => path.includes('@console/widgets/dist/organizations/OrganizationsTable.js')))
      problems.push('the area bundle has no OrganizationsTable');
    console.log(`  @console/widgets/organizations alone: ${kept.length} modules, no other area`);
  });

  problems.push(...(await step('render', () => renderInChromium(join(app, 'dist')))));
} catch (error) {
  problems.push(error instanceof Error ? error.message : String(error));
} finally {
  if (args.has('--keep')) console.log(`  kept ${temp}`);
  else rmSync(temp, { recursive: true, force: true });
}

console.log(`  timings: ${timings.join(', ')}`);
if (problems.length) {
  console.error(`Packed packages: ${problems.length} problem(s)\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  process.exit(1);
}
console.log('Packed packages install, import, bundle and render outside the workspace.');
