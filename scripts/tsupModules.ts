// Shared by the packages' tsup configs: one output file per source module, so a partner's bundler keeps only
// the modules a page imports (with `sideEffects: false`, an unused module's top-level code, such as a
// schema or an atom, goes with it; a single bundled file would keep every top-level call).
import { existsSync, readFileSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import { build, type Plugin } from 'esbuild';
import type { Options } from 'tsup';

const extensions = ['.ts', '.tsx', '/index.ts', '/index.tsx'];

/**
 * The package's entry points: the `source` target of each `exports` subpath (`"./inferencing"` ->
 * `src/inferencing/index.ts`), keyed by its output name (`inferencing/index`). Adding an entry point is adding it
 * to `exports`; the build, the declarations and the API reports follow.
 */
export function entryPoints(packageDir: string): Record<string, string> {
  const pkg = JSON.parse(readFileSync(resolve(packageDir, 'package.json'), 'utf8'));
  const entries: Record<string, string> = {};
  for (const target of Object.values<unknown>(pkg.exports ?? {})) {
    const source = typeof target === 'object' && target !== null ? (target as { source?: unknown }).source : undefined;
    if (typeof source !== 'string') continue;
    const file = source.replace(/^\.\//, '');
    entries[file.replace(/^src\//, '').replace(/\.tsx?$/, '')] = file;
  }
  return entries;
}

/** Every source module the entry points reach: tests, stories and fixtures are never reached. */
async function publicModules(packageDir: string, entries: string[]): Promise<string[]> {
  const src = resolve(packageDir, 'src');
  const { metafile } = await build({
    entryPoints: entries.map((entry) => resolve(packageDir, entry)),
    absWorkingDir: packageDir,
    bundle: true,
    write: false,
    metafile: true,
    outdir: resolve(packageDir, '.public-modules'),
    packages: 'external',
    format: 'esm',
    logLevel: 'error',
  });
  const modules = new Set(
    Object.keys(metafile.inputs)
      .map((input) => resolve(packageDir, input))
      .filter((file) => file.startsWith(src) && /\.tsx?$/.test(file)),
  );
  return [...modules];
}

/** Keeps each relative import as an import of the sibling `.js` output instead of bundling it in. */
const keepModules: Plugin = {
  name: 'keep-modules',
  setup(b) {
    b.onResolve({ filter: /^\.\.?\// }, (args) => {
      if (args.kind === 'entry-point') return undefined;
      const base = resolve(args.resolveDir, args.path);
      const found = extensions.find((ext) => existsSync(base + ext));
      if (!found) return undefined;
      let path = relative(dirname(args.importer), `${base}${found}`.replace(/\.tsx?$/, '.js'));
      if (!path.startsWith('.')) path = `./${path}`;
      return { path, external: true };
    });
  },
};

/**
 * tsup options for a package built module by module, with one bundled declaration file per entry point (types
 * shared by several entry points go to a shared declaration chunk).
 */
export async function moduleBuild(packageDir: string, dtsOptions: Record<string, unknown> = {}): Promise<Options> {
  const entries = entryPoints(packageDir);
  return {
    entry: await publicModules(packageDir, Object.values(entries)),
    outDir: 'dist',
    format: ['esm'],
    target: 'es2022',
    sourcemap: true,
    clean: true,
    splitting: false,
    esbuildPlugins: [keepModules],
    // composite is for `tsc -b`; tsup's declaration build cannot use it.
    dts: { entry: entries, compilerOptions: { composite: false, ...dtsOptions } },
  };
}
