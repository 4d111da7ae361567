import type { ReactNode } from 'react';

/** Status tones a badge can take; each maps to a `--console-*` colour variable. */
export type StatusTone = 'neutral' | 'success' | 'warning' | 'danger' | 'info';

export interface StatusBadgeProps {
  tone?: StatusTone;
  children: ReactNode;
}

/** A small pill that names the state of a resource (running, paused, failed, ...). */
export function StatusBadge({ tone = 'neutral', children }: StatusBadgeProps) {
  return (
    <span data-slot="status-badge" data-tone={tone}>
      {children}
    </span>
  );
}
