/** The cost roll-up and export against the raw hourly records on PGlite; see rollUpCases.ts. */
import { TestClock } from '../../sim/clock';
import { setupTestStack } from '../../testing/harness';
import { rollUpCases } from './rollUpCases';

rollUpCases(setupTestStack({ clock: new TestClock() }));
