/** The lists paged by keyset against a plain reference query, on PGlite (see keysetListsCases.ts). */
import { setupTestStack } from '../testing/harness';
import { keysetListsCases } from './keysetListsCases';

keysetListsCases(setupTestStack());
