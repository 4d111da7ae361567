/**
 * The cost export in FOCUS 1.x columns (FinOps Open Cost and Usage Specification): one row per project, day and
 * resource (GPU, CPU, memory), read a week at a time and streamed. Columns the console adds are prefixed `x_`,
 * as the specification asks.
 */
import type { Scope } from '../../access/access';
import type { Db } from '../../db/database';
import { type CsvColumn, csvCell } from '../../http/csv';
import { loadPrices } from './prices';
import { projectCosts, tenantsOf } from './report';

/** One FOCUS row. */
export interface FocusRow {
  chargePeriodStart: string;
  chargePeriodEnd: string;
  resource: 'GPU' | 'CPU' | 'Memory' | 'Storage';
  /** The workload (`notebook:12`) when the row is one workload's, not the project's. */
  workload?: string;
  billedCost: number;
  idleCost: number;
  quantity: number;
  unit: string;
  unitPrice: number;
  currency: string;
  projectId: number;
  projectName: string;
  branchId: number;
  branchName: string;
  organizationId: number;
  organizationName: string;
}

const money = (n: number) => Math.round(n * 1_000_000) / 1_000_000;

/** The columns, FOCUS names first. */
const COLUMNS: CsvColumn<FocusRow>[] = [
  { header: 'BilledCost', value: (r) => money(r.billedCost) },
  { header: 'EffectiveCost', value: (r) => money(r.billedCost) },
  { header: 'ListCost', value: (r) => money(r.billedCost) },
  { header: 'BillingCurrency', value: (r) => r.currency },
  { header: 'ChargePeriodStart', value: (r) => r.chargePeriodStart },
  { header: 'ChargePeriodEnd', value: (r) => r.chargePeriodEnd },
  { header: 'ChargeCategory', value: () => 'Usage' },
  { header: 'ChargeDescription', value: (r) => `${r.resource} held by ${r.projectName}` },
  { header: 'ConsumedQuantity', value: (r) => money(r.quantity) },
  { header: 'ConsumedUnit', value: (r) => r.unit },
  { header: 'PricingQuantity', value: (r) => money(r.quantity) },
  { header: 'PricingUnit', value: (r) => r.unit },
  { header: 'ListUnitPrice', value: (r) => money(r.unitPrice) },
  {
    header: 'ResourceId',
    value: (r) =>
      `project/${r.projectId}/${r.workload ? `${r.workload.replace(/:/g, '/')}/` : ''}${r.resource.toLowerCase()}`,
  },
  { header: 'ResourceName', value: (r) => `${r.projectName}${r.workload ? ` ${r.workload}` : ''} ${r.resource}` },
  { header: 'ResourceType', value: () => 'Project' },
  { header: 'ServiceCategory', value: (r) => (r.resource === 'Storage' ? 'Storage' : 'Compute') },
  { header: 'ServiceName', value: (r) => `${r.resource} allocation` },
  { header: 'SubAccountId', value: (r) => `organization/${r.organizationId}/branch/${r.branchId}` },
  { header: 'SubAccountName', value: (r) => `${r.organizationName} / ${r.branchName}` },
  {
    header: 'Tags',
    value: (r) => ({ organization: r.organizationName, branch: r.branchName, project: r.projectName }),
  },
  { header: 'x_IdleCost', value: (r) => money(r.idleCost) },
];

/** What a column's cell depends on besides the row's amounts: its cells are remembered under that key per export. */
const keyOf: Record<string, (r: FocusRow) => string> = {
  BillingCurrency: (r) => r.currency,
  ChargePeriodStart: (r) => r.chargePeriodStart,
  ChargePeriodEnd: (r) => r.chargePeriodEnd,
  ChargeCategory: () => '',
  ResourceType: () => '',
  ConsumedUnit: (r) => r.unit,
  PricingUnit: (r) => r.unit,
  ServiceCategory: (r) => r.resource,
  ServiceName: (r) => r.resource,
  ChargeDescription: (r) => `${r.projectId}|${r.resource}`,
  ResourceId: (r) => `${r.projectId}|${r.workload ?? ''}|${r.resource}`,
  ResourceName: (r) => `${r.projectId}|${r.workload ?? ''}|${r.resource}`,
  SubAccountId: (r) => String(r.projectId),
  SubAccountName: (r) => String(r.projectId),
  Tags: (r) => String(r.projectId),
};

/**
 * The columns for one export: a cell that depends on the project, workload, resource or day alone is quoted and
 * escaped once per export and reused, so a long export spends its time on the amounts.
 */
export function focusColumns(): CsvColumn<FocusRow>[] {
  return COLUMNS.map((column) => {
    const key = keyOf[column.header];
    if (!key) return column;
    const cells = new Map<string, string>();
    return {
      ...column,
      cell: (r: FocusRow) => {
        const k = key(r);
        let cell = cells.get(k);
        if (cell === undefined) {
          cell = csvCell(column.value(r));
          cells.set(k, cell);
        }
        return cell;
      },
    };
  });
}

/** The columns' headers and values, FOCUS names first. */
export const FOCUS_COLUMNS: CsvColumn<FocusRow>[] = COLUMNS;

const DAY = 86_400_000;
/** Days read per query. */
const CHUNK_DAYS = 7;

/** The export's rows, a week at a time. */
export async function* focusRows(db: Db, scope: Scope, from: Date, to: Date): AsyncGenerator<FocusRow[]> {
  const prices = await loadPrices(db);
  const tenants = new Map((await tenantsOf(db, scope)).map((t) => [t.projectId, t]));
  for (let start = from.getTime(); start < to.getTime(); start += CHUNK_DAYS * DAY) {
    const end = Math.min(to.getTime(), start + CHUNK_DAYS * DAY);
    const costs = await projectCosts(db, scope, new Date(start), new Date(end), prices, true);
    const rows: FocusRow[] = [];
    for (const c of costs) {
      const t = tenants.get(c.projectId);
      if (!t) continue;
      const dayStart = Math.max(Date.parse(`${c.day}T00:00:00Z`), from.getTime());
      const dayEnd = Math.min(Date.parse(`${c.day}T00:00:00Z`) + DAY, to.getTime());
      const base = {
        chargePeriodStart: new Date(dayStart).toISOString(),
        chargePeriodEnd: new Date(dayEnd).toISOString(),
        currency: prices.currency,
        ...t,
      };
      const gpuUnit = c.gpuHours > 0 ? c.gpuCost / c.gpuHours : 0;
      rows.push(
        {
          ...base,
          resource: 'GPU',
          billedCost: c.gpuCost,
          idleCost: c.gpuIdle,
          quantity: c.gpuHours,
          unit: 'GPU-Hours',
          unitPrice: gpuUnit,
        },
        {
          ...base,
          resource: 'CPU',
          billedCost: c.cpuCost,
          idleCost: c.cpuIdle,
          quantity: c.cpuCoreHours,
          unit: 'Core-Hours',
          unitPrice: prices.cpuCore,
        },
        {
          ...base,
          resource: 'Memory',
          billedCost: c.memoryCost,
          idleCost: c.memoryIdle,
          quantity: c.memoryGiBHours,
          unit: 'GiB-Hours',
          unitPrice: prices.memoryGiB,
        },
      );
    }
    if (rows.length > 0) yield rows;
  }
}
