import { Button } from '../button/Button';
import { clusters as clustersEn } from '../i18n/messages/en/clusters';
import { useMessages } from '../i18n/useMessages';
import { type ResourceKind, resourceKindsOf } from './resources';

export interface ResourcePickerProps {
  value: ResourceKind;
  onValueChange: (kind: ResourceKind) => void;
  /** Offer GPUs (default); off for a cluster without any. */
  gpus?: boolean | undefined;
}

/** GPUs, CPU or memory: toggle buttons (one pressed) that choose what the charts show. */
export function ResourcePicker({ value, onValueChange, gpus = true }: ResourcePickerProps) {
  const messages = useMessages({ clusters: clustersEn });
  return (
    <fieldset data-slot="resource-picker" aria-label={messages.clusters.resource}>
      {resourceKindsOf(messages, { gpus }).map((r) => (
        <Button key={r.kind} variant="ghost" aria-pressed={value === r.kind} onClick={() => onValueChange(r.kind)}>
          {r.label}
        </Button>
      ))}
    </fieldset>
  );
}
