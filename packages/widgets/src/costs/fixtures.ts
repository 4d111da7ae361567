import type { BudgetStatus, CostReport, PriceList } from '@console/core';

/** Acme AI's branches over 30 days. */
export function sampleCostReport(over: Partial<CostReport> = {}): CostReport {
  return {
    currency: 'USD',
    from: '2025-12-06T10:00:00.000Z',
    to: '2026-01-05T10:00:00.000Z',
    level: 'BRANCH',
    total: { cost: 4_812.37, idleCost: 1_530.12 },
    rows: [
      {
        level: 'BRANCH',
        id: 1,
        name: 'Research',
        parentName: 'Acme AI',
        cost: 3_120.5,
        idleCost: 1_102.4,
        gpuHours: 1_080,
        cpuCoreHours: 14_400,
        memoryGiBHours: 92_160,
      },
      {
        level: 'BRANCH',
        id: 2,
        name: 'Production',
        parentName: 'Acme AI',
        cost: 1_691.87,
        idleCost: 427.72,
        gpuHours: 540,
        cpuCoreHours: 10_800,
        memoryGiBHours: 61_440,
      },
    ],
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
