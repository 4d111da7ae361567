import type { BudgetStatus, CostReport, CostRow, CostWorkload, PriceList } from '@console/core';

/** A tenant's row: its amounts split by resource at the demo prices. */
export function sampleCostRow(
  r: Pick<
    CostRow,
    'level' | 'id' | 'name' | 'parentName' | 'cost' | 'idleCost' | 'gpuHours' | 'cpuCoreHours' | 'memoryGiBHours'
  > &
    Partial<CostRow>,
): CostRow {
  const cpuCost = r.cpuCoreHours * 0.03;
  const memoryCost = r.memoryGiBHours * 0.004;
  const storageCost = r.storageCost ?? 12.5;
  return {
    gpuCost: Math.max(0, r.cost - cpuCost - memoryCost - storageCost),
    cpuCost,
    memoryCost,
    storageCost,
    storageGiBHours: storageCost / 0.0001,
    ...r,
  };
}

/** A workload's row under its project. */
export function sampleCostWorkload(
  w: Pick<CostWorkload, 'key' | 'kind' | 'name' | 'projectName' | 'cost'> & Partial<CostWorkload>,
): CostWorkload {
  return {
    projectId: 1,
    idleCost: w.cost * 0.3,
    gpuCost: w.cost * 0.8,
    cpuCost: w.cost * 0.1,
    memoryCost: w.cost * 0.08,
    storageCost: w.kind === 'NOTEBOOK' ? w.cost * 0.02 : 0,
    gpuHours: w.kind === 'SERVICE' ? 0 : (w.cost * 0.8) / 2.4,
    cpuCoreHours: (w.cost * 0.1) / 0.03,
    memoryGiBHours: (w.cost * 0.08) / 0.004,
    storageGiBHours: w.kind === 'NOTEBOOK' ? (w.cost * 0.02) / 0.0001 : 0,
    ...w,
  };
}

/** Acme AI's costliest workloads over 30 days. */
export const sampleCostWorkloads: CostWorkload[] = [
  sampleCostWorkload({
    key: 'deployment:4',
    kind: 'DEPLOYMENT',
    name: 'fraud-scorer',
    projectName: 'Vision Lab',
    cost: 1_480.2,
  }),
  sampleCostWorkload({
    key: 'notebook:12',
    kind: 'NOTEBOOK',
    name: 'Tuning runs',
    projectName: 'Vision Lab',
    cost: 910.75,
  }),
  sampleCostWorkload({
    key: 'service:3:6',
    kind: 'SERVICE',
    name: 'AI inferencing',
    projectName: 'Checkout',
    projectId: 3,
    cost: 622.1,
  }),
  sampleCostWorkload({
    key: 'notebook:15',
    kind: 'NOTEBOOK',
    name: 'Data cleaning',
    projectName: 'Checkout',
    projectId: 3,
    cost: 48.3,
  }),
];

/** Acme AI's branches over 30 days. */
export function sampleCostReport(over: Partial<CostReport> = {}): CostReport {
  return {
    currency: 'USD',
    from: '2025-12-06T10:00:00.000Z',
    to: '2026-01-05T10:00:00.000Z',
    level: 'BRANCH',
    total: { cost: 4_812.37, idleCost: 1_530.12, storageCost: 25 },
    rows: [
      sampleCostRow({
        level: 'BRANCH',
        id: 1,
        name: 'Research',
        parentName: 'Acme AI',
        cost: 3_120.5,
        idleCost: 1_102.4,
        gpuHours: 1_080,
        cpuCoreHours: 14_400,
        memoryGiBHours: 92_160,
      }),
      sampleCostRow({
        level: 'BRANCH',
        id: 2,
        name: 'Production',
        parentName: 'Acme AI',
        cost: 1_691.87,
        idleCost: 427.72,
        gpuHours: 540,
        cpuCoreHours: 10_800,
        memoryGiBHours: 61_440,
      }),
    ],
    workloads: sampleCostWorkloads,
    workloadCount: 9,
    ...over,
  };
}

/** Acme AI's January: a budget the forecast crosses, with the 50 % and forecast alerts sent. */
export function sampleBudget(over: Partial<BudgetStatus> = {}): BudgetStatus {
  return {
    currency: 'USD',
    level: 'ORGANIZATION',
    id: 1,
    name: 'Acme AI',
    monthlyBudget: 4_000,
    month: '2026-01',
    monthToDate: 2_210.4,
    forecast: 5_480.9,
    hourlyRunRate: 6.52,
    alerts: ['50', 'FORECAST'],
    canEdit: true,
    ...over,
  };
}

/** The demo price list. */
export function samplePrices(over: Partial<PriceList> = {}): PriceList {
  return {
    currency: 'USD',
    gpuHourly: [
      { model: 'NVIDIA A100 80GB', hourly: 2.4 },
      { model: 'NVIDIA L4', hourly: 0.7 },
    ],
    otherGpuHourly: 1,
    cpuCoreHourly: 0.03,
    memoryGiBHourly: 0.004,
    storageGiBHourly: 0.0001,
    updatedAt: '2026-01-01T00:00:00.000Z',
    canEdit: true,
    ...over,
  };
}
