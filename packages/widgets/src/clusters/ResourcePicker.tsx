import { Button } from '../button/Button';
import { type ResourceKind, resourceKinds } from './resources';

export interface ResourcePickerProps {
  value: ResourceKind;
  onValueChange: (kind: ResourceKind) => void;
}

/** GPUs, CPU or memory: toggle buttons (one pressed) that choose what the charts show. */
export function ResourcePicker({ value, onValueChange }: ResourcePickerProps) {
  return (
    <fieldset data-slot="resource-picker" aria-label="Resource">
      {resourceKinds.map((r) => (
        <Button key={r.kind} variant="ghost" aria-pressed={value === r.kind} onClick={() => onValueChange(r.kind)}>
          {r.label}
        </Button>
      ))}
    </fieldset>
  );
}
