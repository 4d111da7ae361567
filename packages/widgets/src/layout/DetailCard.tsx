import type { ReactNode } from 'react';
import type { Appearance } from '../theme/appearance';
import { type DescriptionItem, DescriptionList } from './DescriptionList';
import { SectionCard } from './SectionCard';

export interface DetailCardProps {
  title: ReactNode;
  description?: ReactNode;
  actions?: ReactNode;
  items: readonly DescriptionItem[];
  columns?: 1 | 2;
  level?: 2 | 3;
  headingId?: string;
  /** More content under the list, e.g. a code block. */
  children?: ReactNode;
  appearance?: Appearance;
}

/** A section card whose body is a description list: the facts about one resource. */
export function DetailCard({ items, columns, children, ...card }: DetailCardProps) {
  return (
    <SectionCard {...card}>
      <DescriptionList items={items} {...(columns ? { columns } : {})} />
      {children}
    </SectionCard>
  );
}
