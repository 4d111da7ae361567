/** An accessible busy indicator. */
export function Spinner({ label = 'Loading' }: { label?: string }) {
  return (
    <div role="status" className="flex min-h-screen items-center justify-center gap-3 text-muted-fg">
      <span aria-hidden="true" className="size-6 animate-spin rounded-full border-2 border-control border-t-accent" />
      <span>{label}…</span>
    </div>
  );
}
