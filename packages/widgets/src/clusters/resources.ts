import type { Resources } from '@console/core';

/** Which resource a chart shows. */
export type ResourceKind = keyof Resources;

/** Names and units of each resource, in the order the overview offers them. */
export const resourceKinds: readonly { kind: ResourceKind; label: string; unit: string }[] = [
  { kind: 'gpus', label: 'GPUs', unit: 'GPU' },
  { kind: 'cpuCores', label: 'CPU', unit: 'cores' },
  { kind: 'memoryGiB', label: 'Memory', unit: 'GiB' },
];

/** The label and unit of a resource. */
export const resourceInfo = (kind: ResourceKind) =>
  resourceKinds.find((r) => r.kind === kind) ?? (resourceKinds[0] as (typeof resourceKinds)[number]);
