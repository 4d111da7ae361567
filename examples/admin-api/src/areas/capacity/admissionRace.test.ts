import { describe } from 'vitest';
import { TestClock } from '../../sim/clock';
import { setupTestStack } from '../../testing/harness';
import { admissionRaceCases } from './admissionRaceCases';

describe('admission on PGlite', () => {
  admissionRaceCases(setupTestStack({ clock: new TestClock(), notebookDelays: { startMs: 1000, stopMs: 500 } }));
});
