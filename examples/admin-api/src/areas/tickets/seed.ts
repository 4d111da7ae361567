import type { DbTransaction } from '../../db/database';
import { slaFields } from '../sla';
import { slaPolicies } from '../sla/tables';
import { ticketComments, ticketHistory, tickets } from './tables';

type Ids = Map<string, { org: number; branch?: number; project?: number }>;

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/**
 * The support desk's demo data: Acme AI's default SLA policy (Zurich office hours, Christmas and New
 * Year off) and a few tickets in different states, one of them past its resolution target. Times are
 * relative to `now`, and due times and breach flags are computed from the policy like live ones.
 */
export async function seedSupport(tx: DbTransaction, ids: Ids, userId: Map<string, number>, now: Date) {
  const acme = ids.get('Acme AI');
  const research = ids.get('Acme AI/Research');
  const vision = ids.get('Acme AI/Research/Vision Lab');
  const user = (email: string) => {
    const id = userId.get(email);
    if (id === undefined) throw new Error(`seed: unknown user ${email}`);
    return id;
  };
  if (!acme || !research?.branch || !vision?.branch || !vision.project) throw new Error('seed: Acme AI missing');
  const year = now.getUTCFullYear();
  const [policy] = await tx
    .insert(slaPolicies)
    .values({
      organizationId: acme.org,
      name: 'Standard support',
      description: 'Office hours in Zurich; critical tickets answered within the hour.',
      isDefault: true,
      targets: [
        { priority: 'CRITICAL', firstResponseMinutes: 60, resolutionMinutes: 480 },
        { priority: 'HIGH', firstResponseMinutes: 240, resolutionMinutes: 1440 },
        { priority: 'MEDIUM', firstResponseMinutes: 480, resolutionMinutes: 2880 },
        { priority: 'LOW', firstResponseMinutes: 960, resolutionMinutes: 4800 },
      ],
      timeZone: 'Europe/Zurich',
      weekDays: ['MON', 'TUE', 'WED', 'THU', 'FRI'],
      startTime: '09:00',
      endTime: '17:00',
      holidays: [`${year}-12-25`, `${year}-12-26`, `${year + 1}-01-01`],
    })
    .returning();
  if (!policy) throw new Error('seed: SLA policy insert returned nothing');

  const project = { organizationId: acme.org, branchId: vision.branch, projectId: vision.project };
  const ago = (ms: number) => new Date(now.getTime() - ms);
  const demo = [
    {
      ...project,
      subject: 'Notebook with a GPU does not start',
      description: 'My notebook stays pending since this morning after I asked for one GPU.',
      category: 'INCIDENT' as const,
      priority: 'HIGH' as const,
      status: 'OPEN' as const,
      requesterId: user('member@demo.test'),
      assigneeId: null,
      createdAt: ago(2 * HOUR),
      firstRespondedAt: null,
      resolvedAt: null,
    },
    {
      ...project,
      subject: 'Inference endpoint answers 503',
      description: 'The vision model endpoint fails every request with 503 since the last deployment.',
      category: 'INCIDENT' as const,
      priority: 'CRITICAL' as const,
      status: 'IN_PROGRESS' as const,
      requesterId: user('project.admin@demo.test'),
      assigneeId: user('branch.admin@demo.test'),
      createdAt: ago(6 * DAY),
      firstRespondedAt: ago(6 * DAY - 5 * HOUR),
      resolvedAt: null,
    },
    {
      ...project,
      subject: 'More object storage for the training set',
      description: 'We need 2 TB more object storage for the new image corpus.',
      category: 'QUOTA' as const,
      priority: 'MEDIUM' as const,
      status: 'WAITING_ON_CUSTOMER' as const,
      requesterId: user('member@demo.test'),
      assigneeId: user('org.admin@demo.test'),
      createdAt: ago(DAY),
      firstRespondedAt: ago(DAY - HOUR),
      resolvedAt: null,
      // Waiting on the requester since the first response: the resolution clock is paused.
      slaPausedSince: ago(DAY - HOUR),
    },
    {
      organizationId: acme.org,
      branchId: research.branch,
      projectId: null,
      subject: 'Access to the shared registry',
      description: 'Please give the Research branch read access to the shared container registry.',
      category: 'ACCESS' as const,
      priority: 'LOW' as const,
      status: 'RESOLVED' as const,
      requesterId: user('branch.admin@demo.test'),
      assigneeId: user('org.admin@demo.test'),
      createdAt: ago(10 * DAY),
      firstRespondedAt: ago(10 * DAY - 3 * HOUR),
      resolvedAt: ago(9 * DAY),
    },
  ];
  const rows = await tx
    .insert(tickets)
    .values(demo.map((t) => ({ ...t, slaPolicyId: policy.id, updatedAt: t.createdAt, ...slaFields(policy, t, now) })))
    .returning();
  const [, incident, quota, access] = rows;
  if (!incident || !quota || !access) throw new Error('seed: ticket insert returned nothing');
  await tx.insert(ticketComments).values([
    {
      ticketId: incident.id,
      authorId: user('branch.admin@demo.test'),
      body: 'Looking into it: the new model version fails its health check.',
      createdAt: incident.firstRespondedAt ?? now,
    },
    {
      ticketId: quota.id,
      authorId: user('org.admin@demo.test'),
      body: 'Which bucket should grow, and until when do you need the space?',
      createdAt: quota.firstRespondedAt ?? now,
    },
  ]);
  const change = (
    ticketId: number,
    actor: string,
    field: 'STATUS' | 'ASSIGNEE',
    from: string | null,
    to: string,
    at: Date,
  ) => ({
    ticketId,
    field,
    fromValue: from,
    toValue: to,
    actorId: user(actor),
    at,
  });
  await tx
    .insert(ticketHistory)
    .values([
      change(incident.id, 'org.admin@demo.test', 'ASSIGNEE', null, 'Ben Branch', incident.createdAt),
      change(incident.id, 'branch.admin@demo.test', 'STATUS', 'OPEN', 'IN_PROGRESS', incident.firstRespondedAt ?? now),
      change(quota.id, 'org.admin@demo.test', 'STATUS', 'OPEN', 'WAITING_ON_CUSTOMER', quota.firstRespondedAt ?? now),
      change(access.id, 'org.admin@demo.test', 'STATUS', 'OPEN', 'RESOLVED', access.resolvedAt ?? now),
    ]);
}
