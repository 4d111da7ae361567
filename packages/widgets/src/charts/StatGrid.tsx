import { Children, type ReactNode } from 'react';
import type { Appearance } from '../theme/appearance';
import { WidgetRoot } from '../theme/WidgetRoot';

export interface StatGridProps {
  /** The `StatCard`s (or `CapacityCard`s), in reading order. */
  children: ReactNode;
  appearance?: Appearance | undefined;
}

/**
 * Stat cards side by side: four across where there is room, two on a tablet, one on a phone, decided by the width
 * the grid is given rather than the window's. Three cards go three across.
 */
export function StatGrid({ children, appearance }: StatGridProps) {
  return (
    <WidgetRoot appearance={appearance} data-slot="stat-grid-frame">
      <div data-slot="stat-grid" data-count={Children.count(children)}>
        {children}
      </div>
    </WidgetRoot>
  );
}
