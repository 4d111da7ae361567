import type { ReactNode } from 'react';
import type { Appearance } from '../theme/appearance';
import { WidgetRoot } from '../theme/WidgetRoot';

/** One label and its value; `wide` lets a long value (an address, a path) take the whole row. */
export interface DescriptionItem {
  label: ReactNode;
  value: ReactNode;
  /** The React key; defaults to the label when that is a string. */
  id?: string;
  wide?: boolean;
}

export interface DescriptionListProps {
  items: readonly DescriptionItem[];
  /** Columns on a wide container: 2 (default) or 1. A narrow container always shows one. */
  columns?: 1 | 2;
  appearance?: Appearance;
}

/** Labels and values as a `dl`: muted label over a prominent value, two columns when there is room. */
export function DescriptionList({ items, columns = 2, appearance }: DescriptionListProps) {
  return (
    <WidgetRoot appearance={appearance} data-slot="description-list-root">
      <dl data-slot="description-list" data-columns={columns}>
        {items.map((item, index) => (
          <div
            key={item.id ?? (typeof item.label === 'string' ? item.label : index)}
            data-slot="description-item"
            data-wide={item.wide ? '' : undefined}
          >
            <dt data-slot="description-term">{item.label}</dt>
            <dd data-slot="description-details">{item.value}</dd>
          </div>
        ))}
      </dl>
    </WidgetRoot>
  );
}
