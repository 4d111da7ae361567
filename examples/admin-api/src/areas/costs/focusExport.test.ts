import { describe, expect, it } from 'vitest';
import { csvCell, csvRow } from '../../http/csv';
import { parseCsv } from '../../testing/csv';
import { FOCUS_COLUMNS, type FocusRow, focusCsvWriter, focusHeader } from './focusExport';

const row = (over: Partial<FocusRow> = {}): FocusRow => ({
  chargePeriodStart: '2026-02-01T00:00:00.000Z',
  chargePeriodEnd: '2026-02-02T00:00:00.000Z',
  resource: 'GPU',
  workload: 'notebook:12',
  workloadKind: 'NOTEBOOK',
  workloadName: 'train',
  billedCost: 57.6,
  idleCost: 14.4,
  quantity: 24,
  unit: 'GPU-Hours',
  unitPrice: 2.4,
  currency: 'USD',
  projectId: 3,
  projectName: 'Vision Lab',
  branchId: 2,
  branchName: 'Research',
  organizationId: 1,
  organizationName: 'Acme AI',
  ...over,
});

describe('CSV cells', () => {
  it('quotes commas, quotes and line breaks, and defuses formulas', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell('carriage\rreturn')).toBe('"carriage\rreturn"');
    expect(csvCell('=SUM(A1:A2)')).toBe("'=SUM(A1:A2)");
    expect(csvCell('+1,2')).toBe(`"'+1,2"`);
    expect(csvCell(-1.5)).toBe('-1.5');
    expect(csvCell(undefined)).toBe('');
    expect(csvCell({ a: 'x,y' })).toBe('"{""a"":""x,y""}"');
  });
});

describe('the FOCUS CSV writer', () => {
  it('keeps the FOCUS 1.x columns in their order', () => {
    expect(focusHeader()).toBe(
      'BilledCost,EffectiveCost,ListCost,BillingCurrency,ChargePeriodStart,ChargePeriodEnd,ChargeCategory,ChargeDescription,' +
        'ConsumedQuantity,ConsumedUnit,PricingQuantity,PricingUnit,ListUnitPrice,ResourceId,ResourceName,ResourceType,' +
        'ServiceCategory,ServiceName,SubAccountId,SubAccountName,Tags,x_IdleCost\r\n',
    );
  });

  it('writes each line cell for cell as the columns give it, names with commas, quotes and line breaks included', () => {
    const rows = [
      row(),
      row({ resource: 'CPU', unit: 'Core-Hours', quantity: 192, unitPrice: 0.03, billedCost: 5.76, idleCost: 0.1 }),
      row({
        projectId: 5,
        workload: 'notebook:13',
        workloadName: 'fine-tune, "big" run',
        projectName: 'Lab, North\nsecond line',
        branchName: '=cmd',
      }),
      row({
        projectId: 5,
        workload: 'notebook:13',
        workloadName: 'fine-tune, "big" run',
        projectName: 'Lab, North\nsecond line',
        branchName: '=cmd',
        resource: 'Storage',
      }),
      row({ chargePeriodStart: '2026-02-01T13:30:00.000Z', billedCost: 1 / 3, quantity: 0.1 + 0.2, idleCost: 0 }),
      row({ workload: 'service:3:5', workloadKind: 'SERVICE', workloadName: 'Object storage', projectId: 4 }),
    ];
    // One export's rows: a project's and workload's names are the same on each of its lines.
    const write = focusCsvWriter();
    const text = rows.map(write).join('');
    expect(text).toBe(rows.map((r) => csvRow(r, [...FOCUS_COLUMNS])).join(''));

    const [header] = parseCsv(focusHeader());
    const parsed = parseCsv(text).map((cells) => Object.fromEntries(cells.map((c, i) => [header?.[i], c])));
    expect(parsed).toHaveLength(rows.length);
    const tricky = parsed[2];
    expect(tricky?.ResourceName).toBe('fine-tune, "big" run (Lab, North\nsecond line) GPU');
    expect(tricky?.SubAccountName).toBe('Acme AI / =cmd');
    expect(JSON.parse(tricky?.Tags ?? '{}')).toEqual({
      organization: 'Acme AI',
      branch: '=cmd',
      project: 'Lab, North\nsecond line',
      workload: 'notebook:13',
    });
    expect(parsed[0]).toMatchObject({
      BilledCost: '57.6',
      EffectiveCost: '57.6',
      ChargePeriodStart: '2026-02-01T00:00:00.000Z',
      ResourceId: 'project/3/notebook/12/gpu',
      SubAccountId: 'organization/1/branch/2',
      x_IdleCost: '14.4',
    });
    expect(parsed[4]).toMatchObject({
      BilledCost: '0.333333',
      ConsumedQuantity: '0.3',
      ChargePeriodStart: '2026-02-01T13:30:00.000Z',
    });
    expect(parsed[5]?.ResourceId).toBe('project/4/service/3/5/gpu');
  });
});
