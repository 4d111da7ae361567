/** The price list as stored and as answered. */
import type { Db, DbTransaction } from '../../db/database';
import { costPrices } from './tables';

/** Prices per hour, in `currency`. */
export interface Prices {
  currency: string;
  gpu: Map<string, number>;
  otherGpu: number;
  cpuCore: number;
  memoryGiB: number;
  storageGiB: number;
  updatedAt: Date | null;
}

/** The list before anyone set one: nothing costs anything, in US dollars. */
const EMPTY: Prices = {
  currency: 'USD',
  gpu: new Map(),
  otherGpu: 0,
  cpuCore: 0,
  memoryGiB: 0,
  storageGiB: 0,
  updatedAt: null,
};

/** Reads the price list. */
export async function loadPrices(db: Pick<Db, 'select'>): Promise<Prices> {
  const rows = await db.select().from(costPrices);
  if (rows.length === 0) return { ...EMPTY, gpu: new Map() };
  const prices: Prices = { ...EMPTY, gpu: new Map(), currency: rows[0]?.currency ?? 'USD' };
  for (const r of rows) {
    if (!prices.updatedAt || r.updatedAt > prices.updatedAt) prices.updatedAt = r.updatedAt;
    if (r.key === 'gpu:*') prices.otherGpu = r.hourly;
    else if (r.key.startsWith('gpu:')) prices.gpu.set(r.key.slice(4), r.hourly);
    else if (r.key === 'cpu') prices.cpuCore = r.hourly;
    else if (r.key === 'memory') prices.memoryGiB = r.hourly;
    else if (r.key === 'storage') prices.storageGiB = r.hourly;
  }
  return prices;
}

/** Replaces the price list (in the caller's transaction). */
export async function storePrices(
  tx: DbTransaction,
  p: {
    currency: string;
    gpuHourly: { model: string; hourly: number }[];
    otherGpuHourly: number;
    cpuCoreHourly: number;
    memoryGiBHourly: number;
    storageGiBHourly: number;
  },
  now: Date,
) {
  await tx.delete(costPrices);
  const rows = [
    ...p.gpuHourly.map((g) => ({ key: `gpu:${g.model}`, hourly: g.hourly })),
    { key: 'gpu:*', hourly: p.otherGpuHourly },
    { key: 'cpu', hourly: p.cpuCoreHourly },
    { key: 'memory', hourly: p.memoryGiBHourly },
    { key: 'storage', hourly: p.storageGiBHourly },
  ];
  await tx.insert(costPrices).values(rows.map((r) => ({ ...r, currency: p.currency, updatedAt: now })));
}

/** The price list as the contract answers it. */
export function priceListDto(prices: Prices, canEdit: boolean) {
  return {
    currency: prices.currency,
    gpuHourly: [...prices.gpu].map(([model, hourly]) => ({ model, hourly })),
    otherGpuHourly: prices.otherGpu,
    cpuCoreHourly: prices.cpuCore,
    memoryGiBHourly: prices.memoryGiB,
    storageGiBHourly: prices.storageGiB,
    updatedAt: prices.updatedAt?.toISOString() ?? null,
    canEdit,
  };
}
