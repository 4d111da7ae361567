import { moduleOfPath } from '@console/core';
import { useThemePreference } from '@console/widgets';
import { useLocation } from '@tanstack/react-router';
import { config } from '../config';
import { useConsoleMessages } from '../i18n/language';
import { shellPageTitle } from '../modules';
import { Spinner } from './Spinner';

/**
 * What a module screen shows while it starts (the user's info, the frame's first render): the console's frame,
 * header and side column, with a status where the page goes. `index.html` paints the same markup before any
 * script runs (keep the two alike), so a landing goes from that shell to its page without a flash. Outside the
 * modules (sign-in, callback) it is the centred spinner.
 */
export function FrameSkeleton({ label }: { label: string }) {
  const { pathname } = useLocation();
  const t = useConsoleMessages();
  const [theme] = useThemePreference();
  if (!moduleOfPath(pathname)) return <Spinner label={label} />;
  const title = shellPageTitle(pathname);
  return (
    <div className="flex min-h-screen flex-col bg-canvas text-fg">
      <header className="sticky top-0 z-30 flex min-h-14 items-center gap-3 border-b border-line bg-surface px-3 py-2 lg:px-4">
        {/* The Menu button's place below 1024 px, so the product name does not move when the frame replaces this. */}
        <span
          aria-hidden="true"
          className="inline-flex items-center gap-2 rounded-md border border-line px-2.5 py-1.5 text-sm font-medium lg:hidden"
        >
          <svg aria-hidden="true" viewBox="0 0 16 16" className="size-4" fill="none" stroke="currentColor">
            <path d="M2 4h12M2 8h12M2 12h12" strokeWidth="1.5" strokeLinecap="round" />
          </svg>
          {t.shell.menu}
        </span>
        <span className="truncate font-semibold text-fg">{config.productName}</span>
      </header>
      <div className="flex min-w-0 flex-1">
        <div className="hidden w-60 shrink-0 border-r border-line bg-surface p-3 lg:block" />
        <main className="min-w-0 flex-1 p-4 lg:p-6">
          {title ? (
            // The page's heading where the page draws it (the widgets' page header), as index.html's shell has it.
            <div className="mb-2">
              <div data-slot="page-header" data-console-widget="" data-theme={theme}>
                <div data-slot="page-header-row">
                  <div data-slot="page-header-text">
                    <h1 data-slot="page-header-title" data-shell-heading="">
                      {t.pages[title]}
                    </h1>
                  </div>
                </div>
              </div>
            </div>
          ) : null}
          <div role="status" className="flex items-center gap-3 text-muted-fg">
            <span
              aria-hidden="true"
              className="size-6 animate-spin rounded-full border-2 border-control border-t-accent"
            />
            <span>{label}…</span>
          </div>
        </main>
      </div>
    </div>
  );
}
