import { type ReactNode, useId } from 'react';
import type { Appearance } from '../theme/appearance';
import { WidgetRoot } from '../theme/WidgetRoot';

export interface SectionCardProps {
  /** The card's heading; it names the section. */
  title: ReactNode;
  /** A line under the title. */
  description?: ReactNode;
  /** Buttons or links at the end of the header row. */
  actions?: ReactNode;
  /** The heading level: 2 on a page, 3 inside another section. */
  level?: 2 | 3;
  /** The heading's `id` (generated when not given). */
  headingId?: string;
  children?: ReactNode;
  appearance?: Appearance;
}

/** A titled card that holds one part of a page, a section named by its heading. */
export function SectionCard({
  title,
  description,
  actions,
  level = 2,
  headingId,
  children,
  appearance,
}: SectionCardProps) {
  const generated = useId();
  const id = headingId ?? generated;
  const Heading = level === 3 ? 'h3' : 'h2';
  return (
    <WidgetRoot appearance={appearance} data-slot="section-card">
      <section aria-labelledby={id}>
        <div data-slot="section-card-header">
          <div data-slot="section-card-heading">
            <Heading id={id} data-slot="section-card-title">
              {title}
            </Heading>
            {description === undefined ? null : <p data-slot="section-card-description">{description}</p>}
          </div>
          {actions === undefined ? null : <div data-slot="section-card-actions">{actions}</div>}
        </div>
        {children === undefined ? null : <div data-slot="section-card-body">{children}</div>}
      </section>
    </WidgetRoot>
  );
}
