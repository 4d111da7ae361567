import { defineConfig } from 'tsup';
import { moduleBuild } from '../../scripts/tsupModules';

export default defineConfig(() => moduleBuild(import.meta.dirname));
