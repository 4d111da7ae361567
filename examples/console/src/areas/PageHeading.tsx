import { PageHeader } from '@console/widgets';
import type { ReactNode } from 'react';

/**
 * The page's single h1 (`id="page-title"`, which labels the page's section) with its actions beside it: the widgets'
 * page header, so every page of the console starts alike. A link among the actions reads as a secondary button.
 */
export function PageHeading({
  title,
  description,
  children,
}: {
  title: string;
  description?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <div className="mb-2">
      <PageHeader
        title={title}
        headingId="page-title"
        {...(description === undefined ? {} : { description })}
        {...(children === undefined || children === null ? {} : { actions: children })}
      />
    </div>
  );
}
