import { readdirSync } from 'node:fs';
import { defineConfig } from 'tsup';
import { moduleBuild } from '../../scripts/tsupModules';

// Sibling packages resolve to their built declarations here, not to their src/ (the 'source' condition).
export default defineConfig(async () => {
  const options = await moduleBuild(import.meta.dirname, { customConditions: [] });
  // The German catalogue is an entry point of its own (`@console/widgets/locales/de`), not reached from index.ts.
  const german = ['src/locales/de.ts', ...readdirSync('src/i18n/messages/de').map((f) => `src/i18n/messages/de/${f}`)];
  return {
    ...options,
    entry: [...(options.entry as string[]), ...german],
    dts: { ...(options.dts as object), entry: ['src/index.ts', 'src/locales/de.ts'] },
  };
});
