/**
 * Amounts of GPUs, CPU cores and GiB of memory, and where a raise of a project's quota must be approved:
 * a raise the branch's headroom covers is the branch admins' to grant; past it, the organization
 * admins' (who hand the branch the shortfall from their own headroom); past the organization's
 * headroom, the super admins' (who raise the organization too). Pure functions: the service reads the
 * quotas in its transaction and applies what these decide.
 */
import type { quotaApproverValues } from '@console/contract';

/** GPUs, CPU cores and GiB of memory. */
export interface Amounts {
  gpus: number;
  cpuCores: number;
  memoryGiB: number;
}

/** Whose decision a step waits on. */
export type Approver = (typeof quotaApproverValues)[number];

export const RESOURCES = ['gpus', 'cpuCores', 'memoryGiB'] as const;
export const NONE: Amounts = { gpus: 0, cpuCores: 0, memoryGiB: 0 };

const each = (f: (k: (typeof RESOURCES)[number]) => number): Amounts => ({
  gpus: f('gpus'),
  cpuCores: f('cpuCores'),
  memoryGiB: f('memoryGiB'),
});

export const add = (a: Amounts, b: Amounts) => each((k) => a[k] + b[k]);
export const subtract = (a: Amounts, b: Amounts) => each((k) => a[k] - b[k]);
export const isNone = (a: Amounts) => RESOURCES.every((k) => a[k] === 0);
/** What of `wanted` the headroom does not cover (a negative headroom covers nothing). */
export const shortfall = (wanted: Amounts, headroom: Amounts) =>
  each((k) => Math.max(0, wanted[k] - Math.max(0, headroom[k])));

/** The next approver up, or undefined above the super admins. */
export const nextApprover = (approver: Approver): Approver | undefined =>
  approver === 'BRANCH' ? 'ORGANIZATION' : approver === 'ORGANIZATION' ? 'PLATFORM' : undefined;

/** The headroom of the branch and of the organization above a project's, when a step is decided. */
export interface Headrooms {
  branch: Amounts;
  organization: Amounts;
}

/** What an approval at a step leads to: the quota raises of a final approval, or the next step. */
export type AfterApproval =
  | { final: true; raises: { project: Amounts; branch: Amounts; organization: Amounts } }
  | { final: false; next: Approver };

/**
 * The outcome of approving `granted` at `approver`'s step. The branch's step is final when the branch's
 * headroom covers it, the organization's when the organization's headroom covers the branch's shortfall;
 * the super admins' always is.
 */
export function afterApproval(approver: Approver, granted: Amounts, headrooms: Headrooms): AfterApproval {
  const branchShort = shortfall(granted, headrooms.branch);
  const organizationShort = shortfall(branchShort, headrooms.organization);
  const raises = { project: granted, branch: branchShort, organization: organizationShort };
  if (approver === 'BRANCH')
    return isNone(branchShort) ? { final: true, raises } : { final: false, next: 'ORGANIZATION' };
  if (approver === 'ORGANIZATION')
    return isNone(organizationShort) ? { final: true, raises } : { final: false, next: 'PLATFORM' };
  return { final: true, raises };
}

/** "2 GPUs, 8 CPU cores, 32 GiB of memory", leaving out what is zero. */
export function describeAmounts(a: Amounts): string {
  const parts = [
    a.gpus ? `${a.gpus} GPU${a.gpus === 1 ? '' : 's'}` : '',
    a.cpuCores ? `${a.cpuCores} CPU core${a.cpuCores === 1 ? '' : 's'}` : '',
    a.memoryGiB ? `${a.memoryGiB} GiB of memory` : '',
  ].filter(Boolean);
  return parts.length > 0 ? parts.join(', ') : 'nothing';
}
