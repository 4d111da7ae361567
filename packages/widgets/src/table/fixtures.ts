import type { DataTableColumn } from './types';

/** A row of the table fixtures used by stories and tests. */
export interface SampleRow {
  id: number;
  name: string;
  owner: string;
  projects: number;
}

/** `count` generated rows: "Organization 1", "Organization 2", ... */
export function sampleRows(count: number, offset = 0): SampleRow[] {
  return Array.from({ length: count }, (_, i) => {
    const n = offset + i + 1;
    return { id: n, name: `Organization ${n}`, owner: `owner${n}@demo.test`, projects: (n * 7) % 23 };
  });
}

/** Columns for `SampleRow`: name and projects sort, owner does not. */
export const sampleColumns: DataTableColumn<SampleRow>[] = [
  { id: 'name', header: 'Name', cell: (row) => row.name, sortable: true },
  { id: 'owner', header: 'Owner', cell: (row) => row.owner },
  { id: 'projects', header: 'Projects', cell: (row) => row.projects, sortable: true, align: 'end', width: '8rem' },
];
