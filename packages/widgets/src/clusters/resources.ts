import type { Resources } from '@console/core';
import { en, type WidgetMessages } from '../i18n/messages/en';

/** Which resource a chart shows. */
export type ResourceKind = keyof Resources;

/** Names and units of each resource, in the order the overview offers them. */
const kinds: readonly ResourceKind[] = ['gpus', 'cpuCores', 'memoryGiB'];

/** The resources with their label and unit in a catalogue's words; without GPUs for a cluster that has none. */
export function resourceKindsOf(
  messages: WidgetMessages,
  options: { gpus?: boolean } = {},
): readonly { kind: ResourceKind; label: string; unit: string; axis: string }[] {
  return kinds
    .filter((kind) => options.gpus !== false || kind !== 'gpus')
    .map((kind) => ({ kind, ...messages.clusters.resources[kind] }));
}

export const resourceKinds = resourceKindsOf(en);

/** The label and unit of a resource. */
export const resourceInfo = (kind: ResourceKind, messages: WidgetMessages = en) => ({
  kind,
  ...messages.clusters.resources[kind],
});
