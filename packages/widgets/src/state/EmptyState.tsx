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

/** What a list shows when it has nothing to show. */
export function EmptyState({ title, description, action, appearance }: EmptyStateProps) {
  return (
    <WidgetRoot appearance={appearance} data-slot="empty-state">
      <p data-slot="state-title">{title}</p>
      {description === undefined ? null : <p data-slot="state-description">{description}</p>}
      {action === undefined ? null : <div data-slot="state-action">{action}</div>}
    </WidgetRoot>
  );
}
