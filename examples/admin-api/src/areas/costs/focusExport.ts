/**
 * The cost export in FOCUS 1.x columns (FinOps Open Cost and Usage Specification): one row per workload, day and
 * resource (GPU, CPU, memory, storage) from the allocation records (`allocations.ts`), read a week at a time and
 * streamed. Columns the console adds are prefixed `x_`,
 * as the specification asks.
 */

import type { Scope } from '../../access/access';
import type { Db } from '../../db/database';
import { type CsvColumn, csvCell, csvLine } from '../../http/csv';
import { allocationFocusRows, type WorkloadName } from './allocations';

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

/** The columns' headers and values, FOCUS names first: what each cell of the export holds. */
export const FOCUS_COLUMNS: readonly CsvColumn<FocusRow>[] = COLUMNS;

/** The header line of the export (without the byte order mark). */
export const focusHeader = () => csvLine(COLUMNS.map((c) => c.header));

const columnValue = (header: string) => {
  const column = COLUMNS.find((c) => c.header === header);
  if (!column) throw new Error(`no FOCUS column ${header}`);
  return column.value;
};
const cellsOf = (headers: string[], r: FocusRow) => headers.map((h) => csvCell(columnValue(h)(r))).join(',');
/** The columns between ListUnitPrice and x_IdleCost: they depend on the project, workload and resource alone. */
const RESOURCE_COLUMNS = [
  'ResourceId',
  'ResourceName',
  'ResourceType',
  'ServiceCategory',
  'ServiceName',
  'SubAccountId',
  'SubAccountName',
  'Tags',
];

/**
 * A writer of FOCUS rows as CSV lines, cell for cell what `FOCUS_COLUMNS` give (quoted where a cell holds a comma, a
 * quote or a line break; a text a spreadsheet would run as a formula defused), for one export: the cells that depend
 * on the charge period, or on the project, workload and resource alone, are quoted and escaped once per export and
 * reused, so a long export spends its time on the amounts.
 */
export function focusCsvWriter(): (r: FocusRow) => string {
  let periodKey = '';
  let period = '';
  const described = new Map<string, { description: string; unit: string; resource: string }>();
  return (r) => {
    const key = `${r.chargePeriodStart}|${r.chargePeriodEnd}|${r.currency}`;
    if (key !== periodKey) {
      periodKey = key;
      period = cellsOf(['BillingCurrency', 'ChargePeriodStart', 'ChargePeriodEnd', 'ChargeCategory'], r);
    }
    const id = `${r.projectId}|${r.workload}|${r.resource}`;
    let cells = described.get(id);
    if (!cells) {
      cells = {
        description: cellsOf(['ChargeDescription'], r),
        unit: csvCell(r.unit),
        resource: cellsOf(RESOURCE_COLUMNS, r),
      };
      described.set(id, cells);
    }
    const billed = money(r.billedCost);
    const quantity = money(r.quantity);
    return `${billed},${billed},${billed},${period},${cells.description},${quantity},${cells.unit},${quantity},${cells.unit},${money(r.unitPrice)},${cells.resource},${money(r.idleCost)}\r\n`;
  };
}

/**
 * The scope's FOCUS export over [from, to) as CSV text, a chunk per batch the database answers: the byte order mark
 * and header first (spreadsheets read the file as UTF-8), then a line per workload, charge period and resource.
 */
export async function* focusCsv(db: Db, scope: Scope, from: Date, to: Date): AsyncGenerator<string> {
  yield `\uFEFF${focusHeader()}`;
  const write = focusCsvWriter();
  for await (const rows of allocationFocusRows(db, scope, from, to)) {
    let text = '';
    for (const r of rows) text += write(r);
    yield text;
  }
}
