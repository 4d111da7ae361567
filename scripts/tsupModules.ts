// Shared by the packages' tsup configs: one output file per source module, so a partner's bundler keeps only
// the modules a page imports (with `sideEffects: false`, an unused module's top-level code, such as a
// schema or an atom, goes with it; a single bundled file would keep every top-level call).
import { existsSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import { build, type Plugin } from 'esbuild';
import type { Options } from 'tsup';

const extensions = ['.ts', '.tsx', '/index.ts', '/index.tsx'];

/** Every source module `src/index.ts` reaches: tests, stories and fixtures are never reached. */
async function publicModules(packageDir: string): Promise<string[]> {
  const src = resolve(packageDir, 'src');
  const { metafile } = await build({
    entryPoints: [resolve(src, 'index.ts')],
    absWorkingDir: packageDir,
    bundle: true,
    write: false,
    metafile: true,
    packages: 'external',
    format: 'esm',
    logLevel: 'error',
  });
  return Object.keys(metafile.inputs)
    .map((input) => resolve(packageDir, input))
    .filter((file) => file.startsWith(src) && /\.tsx?$/.test(file));
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

/** tsup options for a package built module by module, with one bundled declaration file. */
export async function moduleBuild(packageDir: string, dtsOptions: Record<string, unknown> = {}): Promise<Options> {
  return {
    entry: await publicModules(packageDir),
    outDir: 'dist',
    format: ['esm'],
    target: 'es2022',
    sourcemap: true,
    clean: true,
    splitting: false,
    esbuildPlugins: [keepModules],
    // composite is for `tsc -b`; tsup's declaration build cannot use it.
    dts: { entry: 'src/index.ts', compilerOptions: { composite: false, ...dtsOptions } },
  };
}
