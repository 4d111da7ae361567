import { useToasts } from '@console/react';
import { useEffect } from 'react';

/** The bottom-right toast area of the root screen (spec section 2); toasts close after their life. */
export function ToastArea() {
  const { toasts, dismiss } = useToasts();
  return (
    <section aria-label="Notifications" className="fixed right-4 bottom-4 z-50 flex w-80 flex-col gap-2">
      {toasts.map((t) => (
        <ToastItem key={t.id} id={t.id} life={t.life ?? 10_000} onDismiss={dismiss}>
          <div
            role="status"
            className="rounded border border-slate-200 bg-white p-3 shadow-lg"
            data-severity={t.severity}
          >
            <p className="font-medium text-slate-900">{t.summary}</p>
            {t.detail ? <p className="mt-1 text-sm text-slate-700">{t.detail}</p> : null}
            {t.closable === false ? null : (
              <button type="button" onClick={() => dismiss(t.id)} className="mt-2 text-sm text-blue-800 underline">
                Dismiss
              </button>
            )}
          </div>
        </ToastItem>
      ))}
    </section>
  );
}

function ToastItem<Id>({
  id,
  life,
  onDismiss,
  children,
}: {
  id: Id;
  life: number;
  onDismiss: (id: Id) => void;
  children: React.ReactNode;
}) {
  useEffect(() => {
    const timer = setTimeout(() => onDismiss(id), life);
    return () => clearTimeout(timer);
  }, [id, life, onDismiss]);
  return <>{children}</>;
}
