import { defineConfig } from 'tsup';
import { moduleBuild } from '../../scripts/tsupModules';

// One entry point per `exports` subpath (the root, each area, `locales/de`), each module its own output file. The
// declarations are tsc's, one beside each module (scripts/declarations.mjs, run after this build): a rolled-up
// declaration file per entry point is too slow and too large a build for fifteen entry points.
export default defineConfig(async () => ({ ...(await moduleBuild(import.meta.dirname)), dts: false }));
