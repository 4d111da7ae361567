import { defineConfig } from 'tsup';

export default defineConfig({
  entry: ['src/index.ts', 'src/locales/de.ts'],
  format: ['esm'],
  target: 'es2022',
  sourcemap: true,
  clean: true,
  treeshake: true,
  // composite is for `tsc -b`; tsup's declaration build cannot use it.
  // Sibling packages resolve to their built declarations here, not to their src/ (the 'source' condition).
  dts: { compilerOptions: { composite: false, customConditions: [] } },
});
