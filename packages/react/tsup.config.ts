import { defineConfig } from 'tsup';
import { moduleBuild } from '../../scripts/tsupModules';

// Sibling packages resolve to their built declarations here, not to their src/ (the 'source' condition).
export default defineConfig(() => moduleBuild(import.meta.dirname, { customConditions: [] }));
