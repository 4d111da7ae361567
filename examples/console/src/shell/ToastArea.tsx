import { useToasts } from '@console/react';
import { lazy, Suspense } from 'react';
import { useConsoleMessages } from '../i18n/language';
import { loadToaster } from './frameParts';

// The toaster (Radix toast and its layers, ~7 KB gz) loads after the first screen, not with the entry script:
// nothing can be toasted before the app runs, and the first paint does not wait for it.
const Toaster = lazy(loadToaster);

/** The bottom-right toast area of the root screen (spec section 2), fed by core's ToastStore. */
export function ToastArea() {
  const { toasts, dismiss } = useToasts();
  const t = useConsoleMessages();
  return (
    <Suspense fallback={null}>
      <Toaster
        toasts={toasts}
        onDismiss={(id) => dismiss(String(id))}
        position="bottom-right"
        label={t.shell.messages}
      />
    </Suspense>
  );
}
