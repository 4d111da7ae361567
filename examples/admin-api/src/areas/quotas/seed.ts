import type { DbTransaction } from '../../db/database';
import { quotaRequestSteps, quotaRequests, tenantQuotas } from './tables';

type Ids = Map<string, { org: number; branch?: number; project?: number }>;

const HOUR = 3_600_000;

/** Quotas of the demo tenant (GPUs, CPU cores, GiB of memory) by path: every branch keeps some headroom. */
const QUOTAS: Record<string, [number, number, number]> = {
  'Acme AI': [48, 768, 3072],
  'Acme AI/Research': [16, 256, 1024],
  'Acme AI/Research/Vision Lab': [4, 64, 256],
  'Acme AI/Research/Speech Lab': [2, 32, 128],
  'Acme AI/Research/Language Models': [6, 96, 384],
  'Acme AI/Production': [16, 256, 1024],
  'Acme AI/Production/Fraud Detection': [4, 64, 256],
  'Acme AI/Production/Recommendations': [4, 64, 256],
  Globex: [16, 256, 1024],
  'Globex/Headquarters': [8, 128, 512],
  'Globex/Headquarters/Demand Forecast': [4, 64, 256],
};

/**
 * The demo quotas, and two of Vision Lab's requests: one the branch admin declined last week, and one past
 * the branch's headroom that the branch admin approved and that waits on the organization admin.
 */
export async function seedQuotas(tx: DbTransaction, ids: Ids, userId: Map<string, number>, now: Date) {
  const rows = Object.entries(QUOTAS).flatMap(([path, [gpus, cpuCores, memoryGiB]]) => {
    const t = ids.get(path);
    if (!t) return [];
    const level = t.project ? ('PROJECT' as const) : t.branch ? ('BRANCH' as const) : ('ORGANIZATION' as const);
    const tenantId = t.project ?? t.branch ?? t.org;
    return [
      { level, tenantId, organizationId: t.org, branchId: t.branch ?? null, gpus, cpuCores, memoryGiB, updatedAt: now },
    ];
  });
  if (rows.length > 0) await tx.insert(tenantQuotas).values(rows);
  const vision = ids.get('Acme AI/Research/Vision Lab');
  const paula = userId.get('project.admin@demo.test');
  const ben = userId.get('branch.admin@demo.test');
  if (!vision?.branch || !vision.project || paula === undefined || ben === undefined) return;
  const at = (hoursAgo: number) => new Date(now.getTime() - hoursAgo * HOUR);
  const base = { organizationId: vision.org, branchId: vision.branch, projectId: vision.project, requesterId: paula };
  const [declined, waiting] = await tx
    .insert(quotaRequests)
    .values([
      {
        ...base,
        reason: 'A second notebook for the labelling team.',
        gpus: 0,
        cpuCores: 32,
        memoryGiB: 128,
        status: 'DECLINED',
        createdAt: at(170),
        updatedAt: at(166),
      },
      {
        ...base,
        reason: 'Training runs for the new defect detection model need eight more GPUs for three weeks.',
        gpus: 8,
        cpuCores: 64,
        memoryGiB: 0,
        status: 'PENDING',
        waitingOn: 'ORGANIZATION',
        stepDueAt: new Date(now.getTime() + 20 * HOUR),
        createdAt: at(5),
        updatedAt: at(3),
      },
    ])
    .returning();
  if (!declined || !waiting) return;
  await tx.insert(quotaRequestSteps).values([
    {
      requestId: declined.id,
      approver: 'BRANCH',
      outcome: 'DECLINED',
      comment: 'Use the shared labelling notebook in Speech Lab instead.',
      decidedById: ben,
      decidedAt: at(166),
      startedAt: at(170),
      dueAt: at(150),
    },
    {
      requestId: waiting.id,
      approver: 'BRANCH',
      outcome: 'APPROVED',
      approvedGpus: 8,
      approvedCpuCores: 64,
      approvedMemoryGiB: 0,
      comment: 'Fine by Research; past our headroom, so it goes to the organization.',
      decidedById: ben,
      decidedAt: at(3),
      startedAt: at(5),
      dueAt: at(-15),
    },
    {
      requestId: waiting.id,
      approver: 'ORGANIZATION',
      outcome: 'WAITING',
      startedAt: at(3),
      dueAt: new Date(now.getTime() + 20 * HOUR),
    },
  ]);
}
