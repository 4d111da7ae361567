import { useConsoleMessages } from '../i18n/language';

/** A page that failed to render or load: the message inside the module frame, navigation still at hand. */
export function PageError({ error }: { error: unknown }) {
  const t = useConsoleMessages();
  return (
    <div role="alert" className="rounded border border-danger bg-danger-subtle p-4 text-danger">
      <p className="font-medium">{t.shell.pageError}</p>
      <p className="mt-1 text-sm">{error instanceof Error ? error.message : String(error)}</p>
    </div>
  );
}
