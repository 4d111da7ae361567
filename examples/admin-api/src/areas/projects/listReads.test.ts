/** The project list's fast path against a reference query, on PGlite (see listReadsCases.ts). */
import { setupTestStack } from '../../testing/harness';
import { listReadsCases } from './listReadsCases';

listReadsCases(setupTestStack());
