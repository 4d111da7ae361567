import type { Resources } from '@console/core';
import { clusters as clustersEn } from '../i18n/messages/en/clusters';
import type { MessagesOf } from '../i18n/types';

/** The English of the areas this module's texts come from. */
const en = { clusters: clustersEn };

/** Which resource a chart shows. */
export type ResourceKind = keyof Resources;

/** Names and units of each resource, in the order the overview offers them. */
const kinds: readonly ResourceKind[] = ['gpus', 'cpuCores', 'memoryGiB'];

/** The resources with their label and unit in a catalogue's words; without GPUs for a cluster that has none. */
export function resourceKindsOf(
  messages: MessagesOf<'clusters'>,
  options: { gpus?: boolean } = {},
): readonly { kind: ResourceKind; label: string; unit: string; axis: string }[] {
  return kinds
    .filter((kind) => options.gpus !== false || kind !== 'gpus')
    .map((kind) => ({ kind, ...messages.clusters.resources[kind] }));
}

export const resourceKinds = /* @__PURE__ */ resourceKindsOf(en);

/** The label and unit of a resource. */
export const resourceInfo = (kind: ResourceKind, messages: MessagesOf<'clusters'> = en) => ({
  kind,
  ...messages.clusters.resources[kind],
});
