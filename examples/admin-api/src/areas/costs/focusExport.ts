/**
 * The cost export in FOCUS 1.x columns (FinOps Open Cost and Usage Specification): one row per workload, day and
 * resource (GPU, CPU, memory, storage) from the allocation records (`allocations.ts`), read a week at a time and
 * streamed. Columns the console adds are prefixed `x_`,
 * as the specification asks.
 */
import { type CsvColumn, csvCell } from '../../http/csv';
import type { WorkloadName } from './allocations';

/** One FOCUS row. */
export interface FocusRow {
  chargePeriodStart: string;
  chargePeriodEnd: string;
  resource: 'GPU' | 'CPU' | 'Memory' | 'Storage';
  /** The workload (`notebook:12`) that held the resource, its kind and name. */
  workload: string;
  workloadKind: WorkloadName['kind'];
  workloadName: string;
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

const resourceType: Record<WorkloadName['kind'], string> = {
  NOTEBOOK: 'Notebook',
  DEPLOYMENT: 'Model deployment',
  SERVICE: 'Project service',
  OTHER: 'Workload',
};

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
  { header: 'ChargeDescription', value: (r) => `${r.resource} held by ${r.workloadName} in ${r.projectName}` },
  { header: 'ConsumedQuantity', value: (r) => money(r.quantity) },
  { header: 'ConsumedUnit', value: (r) => r.unit },
  { header: 'PricingQuantity', value: (r) => money(r.quantity) },
  { header: 'PricingUnit', value: (r) => r.unit },
  { header: 'ListUnitPrice', value: (r) => money(r.unitPrice) },
  {
    header: 'ResourceId',
    value: (r) => `project/${r.projectId}/${r.workload.replace(/:/g, '/')}/${r.resource.toLowerCase()}`,
  },
  { header: 'ResourceName', value: (r) => `${r.workloadName} (${r.projectName}) ${r.resource}` },
  { header: 'ResourceType', value: (r) => resourceType[r.workloadKind] },
  { header: 'ServiceCategory', value: (r) => (r.resource === 'Storage' ? 'Storage' : 'Compute') },
  { header: 'ServiceName', value: (r) => `${r.resource} allocation` },
  { header: 'SubAccountId', value: (r) => `organization/${r.organizationId}/branch/${r.branchId}` },
  { header: 'SubAccountName', value: (r) => `${r.organizationName} / ${r.branchName}` },
  {
    header: 'Tags',
    value: (r) => ({
      organization: r.organizationName,
      branch: r.branchName,
      project: r.projectName,
      workload: r.workload,
    }),
  },
  { header: 'x_IdleCost', value: (r) => money(r.idleCost) },
];

/** What a column's cell depends on besides the row's amounts: its cells are remembered under that key per export. */
const keyOf: Record<string, (r: FocusRow) => string> = {
  BillingCurrency: (r) => r.currency,
  ChargePeriodStart: (r) => r.chargePeriodStart,
  ChargePeriodEnd: (r) => r.chargePeriodEnd,
  ChargeCategory: () => '',
  ConsumedUnit: (r) => r.unit,
  PricingUnit: (r) => r.unit,
  ServiceCategory: (r) => r.resource,
  ServiceName: (r) => r.resource,
  ChargeDescription: (r) => `${r.projectId}|${r.workload}|${r.resource}`,
  ResourceId: (r) => `${r.projectId}|${r.workload}|${r.resource}`,
  ResourceName: (r) => `${r.projectId}|${r.workload}|${r.resource}`,
  ResourceType: (r) => r.workloadKind,
  SubAccountId: (r) => String(r.projectId),
  SubAccountName: (r) => String(r.projectId),
  Tags: (r) => `${r.projectId}|${r.workload}`,
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
