import type { PaletteGroup, PaletteItem } from './types';

/** Results as the search answers them for "fraud", made into choices. */
export const sampleResults: PaletteItem[] = [
  { id: 'DEPLOYMENT:7', kind: 'DEPLOYMENT', label: 'fraud-scorer', detail: 'Fraud Detection', href: '/p/7' },
  { id: 'PROJECT:4', kind: 'PROJECT', label: 'Fraud Detection', detail: 'Production', href: '/project/4' },
  { id: 'TICKET:12', kind: 'TICKET', label: 'Card fraud alerts are late', detail: 'OPEN', href: '/ticket/12' },
];

/** Pages of a host. */
export const samplePages: PaletteItem[] = [
  { id: 'page:tickets', kind: 'PAGE', label: 'Tickets', href: '/org-module/tickets' },
  { id: 'page:audit', kind: 'PAGE', label: 'Audit log', href: '/org-module/audit-log', keywords: ['history'] },
  { id: 'page:iam', kind: 'PAGE', label: 'IAM', href: '/org-module/iam', keywords: ['users', 'people'] },
];

/** Actions of a host. */
export const sampleActions: PaletteItem[] = [
  { id: 'action:project', kind: 'ACTION', label: 'Create a project', href: '/org-module/project/create' },
  { id: 'action:sign-out', kind: 'ACTION', label: 'Sign out', run: () => undefined },
];

/** The groups the palette shows for "fraud". */
export const sampleGroups: PaletteGroup[] = [
  { id: 'recent', label: 'Recent', items: [] },
  { id: 'results', label: 'Results', items: sampleResults },
  { id: 'actions', label: 'Actions', items: [] },
];
