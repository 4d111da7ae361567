import { defineConfig } from 'tsup';
import { moduleBuild } from '../../scripts/tsupModules';

// Each module its own output file. The declarations are tsc's, one beside each module (scripts/declarations.mjs, run
// after this build), as for widgets: the same public types (the API reports name the same surface), in seconds
// instead of the rolled-up declaration build's minutes (116 s of the packages suite in CI).
export default defineConfig(async () => ({ ...(await moduleBuild(import.meta.dirname)), dts: false }));
