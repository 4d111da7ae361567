import type {
  SlaPolicy,
  Ticket,
  TicketComment,
  TicketDashboard,
  TicketHistoryEntry,
  TicketPerson,
} from '@console/core';

/** A fixed instant the fixtures are relative to (Monday 2026-01-05 10:00 UTC). */
export const FIXTURE_NOW = new Date('2026-01-05T10:00:00Z');
const at = (minutes: number) => new Date(FIXTURE_NOW.getTime() + minutes * 60_000).toISOString();

export const maxMember: TicketPerson = { id: 5, name: 'Max Member', email: 'member@demo.test' };
export const olgaOrg: TicketPerson = { id: 2, name: 'Olga Org', email: 'org.admin@demo.test' };
export const benBranch: TicketPerson = { id: 3, name: 'Ben Branch', email: 'branch.admin@demo.test' };

/** A ticket, open for 30 minutes, first response due in 30. */
export function sampleTicket(over: Partial<Ticket> = {}): Ticket {
  return {
    id: 41,
    subject: 'Notebook with a GPU does not start',
    description: 'It stays pending since this morning.\nI asked for one GPU.',
    category: 'INCIDENT',
    priority: 'HIGH',
    status: 'OPEN',
    requester: maxMember,
    assignee: null,
    organizationId: 1,
    organizationName: 'Acme AI',
    branchId: 1,
    branchName: 'Research',
    projectId: 1,
    projectName: 'Vision Lab',
    related: null,
    slaPolicyId: 1,
    slaPolicyName: 'Standard support',
    firstResponseDueAt: at(30),
    resolutionDueAt: at(8 * 60),
    firstRespondedAt: null,
    resolvedAt: null,
    firstResponseBreached: false,
    resolutionBreached: false,
    slaPausedSince: null,
    createdAt: at(-30),
    updatedAt: at(-30),
    canWork: true,
    ...over,
  };
}

/** `count` tickets in different states, one breached. */
export function sampleTickets(count: number): Ticket[] {
  const statuses = ['OPEN', 'IN_PROGRESS', 'WAITING_ON_CUSTOMER', 'RESOLVED', 'CLOSED'] as const;
  const priorities = ['CRITICAL', 'HIGH', 'MEDIUM', 'LOW'] as const;
  return Array.from({ length: count }, (_, i) =>
    sampleTicket({
      id: 100 - i,
      subject: `Ticket ${i + 1}`,
      status: statuses[i % statuses.length] ?? 'OPEN',
      priority: priorities[i % priorities.length] ?? 'LOW',
      assignee: i % 2 === 0 ? olgaOrg : null,
      resolutionBreached: i === 1,
    }),
  );
}

export const sampleComments: TicketComment[] = [
  { id: 1, ticketId: 41, author: olgaOrg, body: 'Looking into it. Which image?', createdAt: at(-20) },
  { id: 2, ticketId: 41, author: maxMember, body: 'The <b>PyTorch</b> one.', createdAt: at(-10) },
];

export const sampleHistory: TicketHistoryEntry[] = [
  { id: 1, field: 'ASSIGNEE', from: null, to: 'Olga Org', actor: olgaOrg, at: at(-25) },
  { id: 2, field: 'STATUS', from: 'OPEN', to: 'IN_PROGRESS', actor: olgaOrg, at: at(-20) },
];

/** A policy on Zurich office hours. */
export function samplePolicy(over: Partial<SlaPolicy> = {}): SlaPolicy {
  return {
    id: 1,
    organizationId: 1,
    organizationName: 'Acme AI',
    name: 'Standard support',
    description: 'Office hours in Zurich.',
    isDefault: true,
    targets: [
      { priority: 'CRITICAL', firstResponseMinutes: 60, resolutionMinutes: 480 },
      { priority: 'HIGH', firstResponseMinutes: 240, resolutionMinutes: 1440 },
      { priority: 'MEDIUM', firstResponseMinutes: 480, resolutionMinutes: 2880 },
      { priority: 'LOW', firstResponseMinutes: 960, resolutionMinutes: 4800 },
    ],
    businessHours: {
      timeZone: 'Europe/Zurich',
      weekDays: ['MON', 'TUE', 'WED', 'THU', 'FRI'],
      start: '09:00',
      end: '17:00',
    },
    holidays: ['2026-12-25', '2026-12-26'],
    createdAt: at(-10_000),
    updatedAt: at(-10_000),
    canManage: true,
    ...over,
  };
}

/** A dashboard over a week. */
export function sampleDashboard(): TicketDashboard {
  const days = ['2025-12-30', '2025-12-31', '2026-01-01', '2026-01-02', '2026-01-03', '2026-01-04', '2026-01-05'];
  return {
    from: days[0] as string,
    to: days[6] as string,
    total: 23,
    open: 9,
    breached: 3,
    openBreached: 2,
    byStatus: [
      { status: 'OPEN', count: 4 },
      { status: 'IN_PROGRESS', count: 3 },
      { status: 'WAITING_ON_CUSTOMER', count: 2 },
      { status: 'RESOLVED', count: 10 },
      { status: 'CLOSED', count: 4 },
    ],
    byPriority: [
      { priority: 'CRITICAL', count: 2 },
      { priority: 'HIGH', count: 6 },
      { priority: 'MEDIUM', count: 9 },
      { priority: 'LOW', count: 6 },
    ],
    meanFirstResponseMinutes: 42.5,
    meanResolutionMinutes: 610,
    trend: days.map((date, i) => ({ date, opened: (i * 3) % 5, resolved: (i * 2) % 4, breached: i === 3 ? 1 : 0 })),
  };
}
