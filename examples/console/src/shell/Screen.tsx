import type { ReactNode } from 'react';
import { useDocumentTitle } from './useDocumentTitle';

/** A full-page message screen (not found, forbidden, not signed in, errors). */
export function Screen({ title, heading, children }: { title?: string; heading: string; children?: ReactNode }) {
  useDocumentTitle(title);
  return (
    <main className="mx-auto flex min-h-screen max-w-xl flex-col items-start justify-center gap-4 p-8">
      <h1 className="text-2xl font-semibold text-fg">{heading}</h1>
      {children}
    </main>
  );
}
