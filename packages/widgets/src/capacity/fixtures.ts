import type { CapacityBoard, CapacityRow, QuotaRequest, TenantQuota } from '@console/core';

/** A fixed instant the fixtures are relative to (Monday 2026-01-05 10:00 UTC). */
export const FIXTURE_NOW = new Date('2026-01-05T10:00:00Z');
const at = (hours: number) => new Date(FIXTURE_NOW.getTime() + hours * 3_600_000).toISOString();

const paula = { id: 4, name: 'Paula Project', email: 'project.admin@demo.test' };
const ben = { id: 3, name: 'Ben Branch', email: 'branch.admin@demo.test' };

/** A request of Vision Lab, pending on the branch admins, due in six hours. */
export function sampleQuotaRequest(over: Partial<QuotaRequest> = {}): QuotaRequest {
  return {
    id: 12,
    organizationId: 1,
    organizationName: 'Acme AI',
    branchId: 1,
    branchName: 'Research',
    projectId: 1,
    projectName: 'Vision Lab',
    requester: paula,
    reason: 'Two more GPUs for the defect detection training runs this month.',
    requested: { gpus: 2, cpuCores: 0, memoryGiB: 0 },
    granted: null,
    status: 'PENDING',
    waitingOn: 'BRANCH',
    steps: [
      {
        approver: 'BRANCH',
        outcome: 'WAITING',
        approved: null,
        comment: '',
        decidedBy: null,
        decidedAt: null,
        startedAt: at(-2),
        dueAt: at(6),
        breached: false,
      },
    ],
    createdAt: at(-2),
    updatedAt: at(-2),
    canDecide: true,
    canWithdraw: false,
    ...over,
  };
}

/** Requests in each state: pending on the branch, on the organization after a branch approval, approved, declined. */
export function sampleQuotaRequests(): QuotaRequest[] {
  return [
    sampleQuotaRequest(),
    sampleQuotaRequest({
      id: 11,
      reason: 'Training runs for the new defect detection model need eight more GPUs for three weeks.',
      requested: { gpus: 8, cpuCores: 64, memoryGiB: 0 },
      waitingOn: 'ORGANIZATION',
      canDecide: false,
      steps: [
        {
          approver: 'BRANCH',
          outcome: 'APPROVED',
          approved: { gpus: 8, cpuCores: 64, memoryGiB: 0 },
          comment: 'Fine by Research; past our headroom, so it goes to the organization.',
          decidedBy: ben,
          decidedAt: at(-3),
          startedAt: at(-5),
          dueAt: at(3),
          breached: false,
        },
        {
          approver: 'ORGANIZATION',
          outcome: 'WAITING',
          approved: null,
          comment: '',
          decidedBy: null,
          decidedAt: null,
          startedAt: at(-3),
          dueAt: at(-1),
          breached: true,
        },
      ],
    }),
    sampleQuotaRequest({
      id: 9,
      status: 'APPROVED',
      waitingOn: null,
      canDecide: false,
      requested: { gpus: 2, cpuCores: 16, memoryGiB: 64 },
      granted: { gpus: 1, cpuCores: 16, memoryGiB: 64 },
      steps: [
        {
          approver: 'BRANCH',
          outcome: 'APPROVED',
          approved: { gpus: 1, cpuCores: 16, memoryGiB: 64 },
          comment: 'One GPU now, the second once Speech Lab returns theirs.',
          decidedBy: ben,
          decidedAt: at(-70),
          startedAt: at(-72),
          dueAt: at(-64),
          breached: false,
        },
      ],
    }),
    sampleQuotaRequest({
      id: 7,
      status: 'DECLINED',
      waitingOn: null,
      canDecide: false,
      reason: 'A second notebook for the labelling team.',
      requested: { gpus: 0, cpuCores: 32, memoryGiB: 128 },
      steps: [
        {
          approver: 'BRANCH',
          outcome: 'DECLINED',
          approved: null,
          comment: 'Use the shared labelling notebook in Speech Lab instead.',
          decidedBy: ben,
          decidedAt: at(-166),
          startedAt: at(-170),
          dueAt: at(-150),
          breached: false,
        },
      ],
    }),
  ];
}

/** Research's quota: 16 GPUs, 12 handed down to its projects. */
export function sampleBranchQuota(over: Partial<TenantQuota> = {}): TenantQuota {
  return {
    level: 'BRANCH',
    id: 1,
    name: 'Research',
    quota: { gpus: 16, cpuCores: 256, memoryGiB: 1024 },
    handedDown: { gpus: 12, cpuCores: 192, memoryGiB: 768 },
    headroom: { gpus: 4, cpuCores: 64, memoryGiB: 256 },
    updatedAt: at(-24),
    ...over,
  };
}

/** Research's capacity board: its three projects, Vision Lab over its GPUs, and two notebooks waiting. */
export function sampleCapacityBoard(over: Partial<CapacityBoard> = {}): CapacityBoard {
  const row = (id: number, name: string, quota: number[], allocated: number[], used: number[]): CapacityRow => {
    const [qg = 0, qc = 0, qm = 0] = quota;
    const [ag = 0, ac = 0, am = 0] = allocated;
    const [ug = 0, uc = 0, um = 0] = used;
    return {
      level: 'PROJECT',
      key: `PROJECT:${id}`,
      id,
      name,
      kind: null,
      quota: { gpus: qg, cpuCores: qc, memoryGiB: qm },
      allocated: { gpus: ag, cpuCores: ac, memoryGiB: am },
      used: { gpus: ug, cpuCores: uc, memoryGiB: um },
      free: { gpus: Math.max(0, qg - ag), cpuCores: Math.max(0, qc - ac), memoryGiB: Math.max(0, qm - am) },
    };
  };
  return {
    level: 'BRANCH',
    id: 1,
    name: 'Research',
    quota: { gpus: 16, cpuCores: 256, memoryGiB: 1024 },
    allocated: { gpus: 9, cpuCores: 74, memoryGiB: 344 },
    used: { gpus: 5.4, cpuCores: 31.2, memoryGiB: 190.5 },
    free: { gpus: 7, cpuCores: 182, memoryGiB: 680 },
    usedAt: at(-0.05),
    rowLevel: 'PROJECT',
    rows: [
      row(1, 'Vision Lab', [4, 64, 256], [4, 34, 152], [3.1, 14.5, 88]),
      row(3, 'Language Models', [6, 96, 384], [3, 24, 128], [1.8, 10.2, 70.5]),
      row(2, 'Speech Lab', [2, 32, 128], [2, 16, 64], [0.5, 6.5, 32]),
    ],
    queue: [
      {
        kind: 'NOTEBOOK',
        id: 41,
        name: 'defect-training',
        projectId: 1,
        projectName: 'Vision Lab',
        ownerName: 'Max Member',
        request: { gpus: 2, cpuCores: 8, memoryGiB: 32 },
        reason: 'QUOTA',
        detail:
          'Waiting for quota: Vision Lab may hold 4 GPUs, its workloads hold 4 GPUs and this one needs 2 GPUs. It starts when the project holds less or its quota is raised.',
        position: 1,
        queuedAt: at(-0.5),
      },
      {
        kind: 'DEPLOYMENT',
        id: 12,
        name: 'defect-detector',
        projectId: 1,
        projectName: 'Vision Lab',
        ownerName: 'Paula Project',
        request: { gpus: 2, cpuCores: 8, memoryGiB: 32 },
        reason: 'QUOTA',
        detail:
          'Waiting for quota: Vision Lab may hold 4 GPUs, its workloads hold 4 GPUs and this one needs 2 GPUs. It starts when the project holds less or its quota is raised.',
        position: 2,
        queuedAt: at(-0.4),
      },
      {
        kind: 'NOTEBOOK',
        id: 44,
        name: 'whisper-finetune',
        projectId: 2,
        projectName: 'Speech Lab',
        ownerName: 'Paula Project',
        request: { gpus: 4, cpuCores: 16, memoryGiB: 64 },
        reason: 'NODE',
        detail:
          'Waiting for a node: no ready node has room for 4 GPUs, 16 CPU cores and 64 GiB of memory beside what runs there now. It starts when a workload ends or a node is added.',
        position: 3,
        queuedAt: at(-0.2),
      },
    ],
    queueLength: 3,
    ...over,
  };
}
