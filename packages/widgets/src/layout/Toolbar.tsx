import type { ReactNode } from 'react';
import type { Appearance } from '../theme/appearance';
import { WidgetRoot } from '../theme/WidgetRoot';

export interface ToolbarProps {
  /** A search field; it takes the free width first. */
  search?: ReactNode;
  /** Filters (selects, toggles) beside the search. */
  filters?: ReactNode;
  /** Actions at the end of the row, e.g. a "Create" button. */
  actions?: ReactNode;
  appearance?: Appearance;
}

/** Search, filters and actions in one aligned row that wraps on narrow screens. */
export function Toolbar({ search, filters, actions, appearance }: ToolbarProps) {
  return (
    <WidgetRoot appearance={appearance} data-slot="toolbar">
      {search === undefined ? null : <div data-slot="toolbar-search">{search}</div>}
      {filters === undefined ? null : <div data-slot="toolbar-filters">{filters}</div>}
      {actions === undefined ? null : <div data-slot="toolbar-actions">{actions}</div>}
    </WidgetRoot>
  );
}
