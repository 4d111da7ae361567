import { useConsoleMessages } from '../i18n/language';

/** An accessible busy indicator. */
export function Spinner({ label }: { label?: string }) {
  const t = useConsoleMessages();
  return (
    <div role="status" className="flex min-h-screen items-center justify-center gap-3 text-muted-fg">
      <span aria-hidden="true" className="size-6 animate-spin rounded-full border-2 border-control border-t-accent" />
      <span>{label ?? t.shell.loading}…</span>
    </div>
  );
}
