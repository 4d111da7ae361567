import type { ReactNode } from 'react';
import type { Appearance } from '../theme/appearance';
import { WidgetRoot } from '../theme/WidgetRoot';

export interface EmptyStateProps {
  title: string;
  description?: ReactNode;
  /** A call to action, e.g. a "Create organization" button. */
  action?: ReactNode;
  appearance?: Appearance;
}

/** An open tray, drawn from currentColor: decoration only. */
function EmptyIcon() {
  return (
    <svg data-slot="state-icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d="M3 13.5 5.6 6.3A2 2 0 0 1 7.5 5h9a2 2 0 0 1 1.9 1.3L21 13.5V18a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2v-4.5Z M3 13.5h5l1.5 2.5h5l1.5-2.5h5"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.5"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/** What a list shows when it has nothing to show. */
export function EmptyState({ title, description, action, appearance }: EmptyStateProps) {
  return (
    <WidgetRoot appearance={appearance} data-slot="empty-state">
      <EmptyIcon />
      <p data-slot="state-title">{title}</p>
      {description === undefined ? null : <p data-slot="state-description">{description}</p>}
      {action === undefined ? null : <div data-slot="state-action">{action}</div>}
    </WidgetRoot>
  );
}
