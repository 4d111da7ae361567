import type { DbTransaction } from '../../db/database';
import { storePrices } from './prices';

/** The demo price list, in US dollars per hour; no budgets (each tier sets its own). */
export async function seedCosts(tx: DbTransaction, now: Date) {
  await storePrices(
    tx,
    {
      currency: 'USD',
      gpuHourly: [
        { model: 'NVIDIA A100 80GB', hourly: 2.4 },
        { model: 'NVIDIA L4', hourly: 0.7 },
      ],
      otherGpuHourly: 1,
      cpuCoreHourly: 0.03,
      memoryGiBHourly: 0.004,
      storageGiBHourly: 0.0001,
    },
    now,
  );
}
