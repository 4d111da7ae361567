import type { ReactNode } from 'react';
import { config } from '../config';
import { useDocumentTitle } from './useDocumentTitle';

/** A full-page message screen (not found, forbidden, not signed in, errors): one card on the canvas. */
export function Screen({ title, heading, children }: { title?: string; heading: string; children?: ReactNode }) {
  useDocumentTitle(title);
  return (
    <main className="grid min-h-screen place-items-center bg-canvas p-4 text-fg">
      <div className="flex w-full max-w-md flex-col items-start gap-4 rounded-xl border border-line bg-surface p-6 shadow-sm sm:p-8">
        <p className="text-sm font-semibold tracking-wide text-muted-fg uppercase">{config.productName}</p>
        <h1 className="text-2xl font-semibold">{heading}</h1>
        {children}
      </div>
    </main>
  );
}
