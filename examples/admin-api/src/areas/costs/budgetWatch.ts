import type { Db } from '../../db/database';
import type { Notifier } from '../../notify/notifier';
import type { Clock } from '../../sim/clock';
import type { SimJob } from '../../sim/job';
import { budgetScopes, checkBudget } from './budget';

/** How often the budgets are looked at: spending moves with every five-minute sample, alerts need not be faster. */
const EVERY_MS = 15 * 60_000;

/** Looks at every budget on the clock and sends the alerts due (each once a month; see `checkBudget`). */
export function createBudgetWatch(o: { db: Db; clock: Clock; notifier: Notifier; everyMs?: number }): SimJob {
  let cancel: (() => void) | undefined;
  let running: Promise<unknown> = Promise.resolve();
  let stopped = false;
  const pass = async () => {
    for (const scope of await budgetScopes(o.db)) await checkBudget(o.db, o.notifier, scope, o.clock.now());
  };
  const report = (error: unknown) => console.error('budget watch:', (error as Error).message);
  const arm = () => {
    if (stopped) return;
    cancel = o.clock.setTimer(o.everyMs ?? EVERY_MS, () => {
      running = pass().catch(report).finally(arm);
      return running;
    });
  };
  return {
    async start() {
      stopped = false;
      await pass().catch(report);
      arm();
    },
    async stop() {
      stopped = true;
      cancel?.();
      await running;
    },
  };
}
