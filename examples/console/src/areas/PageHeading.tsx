import type { ReactNode } from 'react';

/** The page's single h1 with optional actions beside it. */
export function PageHeading({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="mb-4 flex items-center justify-between gap-4">
      <h1 id="page-title" className="text-xl font-semibold text-slate-900">
        {title}
      </h1>
      {children}
    </div>
  );
}
