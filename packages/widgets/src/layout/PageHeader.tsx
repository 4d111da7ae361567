import type { ReactNode } from 'react';
import { Button } from '../button/Button';
import type { Appearance } from '../theme/appearance';
import { WidgetRoot } from '../theme/WidgetRoot';

/** An action of the page header, rendered as a real button. */
export interface PageHeaderAction {
  label: string;
  onClick: () => void;
  disabled?: boolean;
  /** Marks a destructive secondary action (rendered with the danger variant). */
  destructive?: boolean;
}

export interface PageHeaderProps {
  /** The page's title, rendered as its single `h1`. */
  title: ReactNode;
  /** One or two sentences under the title. */
  description?: ReactNode;
  /** A breadcrumb trail (a `nav` with an `ol`), shown above the title. */
  breadcrumbs?: ReactNode;
  /** The one main action, a primary button at the end of the row. */
  primaryAction?: PageHeaderAction;
  /** Further actions, secondary buttons before the primary one. */
  secondaryActions?: readonly PageHeaderAction[];
  /** Actions of the host's own (a link that reads as a secondary button, a menu), before the buttons. */
  actions?: ReactNode;
  /** The `id` of the `h1`, for a page section that is labelled by it. */
  headingId?: string;
  appearance?: Appearance;
}

/** The top of a page: breadcrumbs, the single h1 with a description, and its actions; wraps on narrow widths. */
export function PageHeader({
  title,
  description,
  breadcrumbs,
  primaryAction,
  secondaryActions = [],
  actions,
  headingId,
  appearance,
}: PageHeaderProps) {
  const hasActions = actions !== undefined || secondaryActions.length > 0 || primaryAction !== undefined;
  return (
    <WidgetRoot appearance={appearance} data-slot="page-header">
      {breadcrumbs === undefined ? null : <div data-slot="page-header-breadcrumbs">{breadcrumbs}</div>}
      <div data-slot="page-header-row">
        <div data-slot="page-header-text">
          <h1 id={headingId} data-slot="page-header-title">
            {title}
          </h1>
          {description === undefined ? null : <p data-slot="page-header-description">{description}</p>}
        </div>
        {hasActions ? (
          <div data-slot="page-header-actions">
            {actions}
            {secondaryActions.map((a) => (
              <Button
                key={a.label}
                variant={a.destructive ? 'danger' : 'secondary'}
                onClick={a.onClick}
                disabled={a.disabled}
              >
                {a.label}
              </Button>
            ))}
            {primaryAction ? (
              <Button variant="primary" onClick={primaryAction.onClick} disabled={primaryAction.disabled}>
                {primaryAction.label}
              </Button>
            ) : null}
          </div>
        ) : null}
      </div>
    </WidgetRoot>
  );
}
