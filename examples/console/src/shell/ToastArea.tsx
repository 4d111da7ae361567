import { useToasts } from '@console/react';
import { lazy, Suspense, useState } from 'react';
import { useConsoleMessages } from '../i18n/language';
import { loadToaster } from './frameParts';

// The toaster (Radix toast and its layers, ~4.6 KB gz) loads with the first toast, not with the landing: a landing
// shows none, and its evaluation was main-thread work before the page could answer. A toast raised before the code is
// there shows once it is (the store keeps it).
const Toaster = lazy(loadToaster);

/** The bottom-right toast area of the root screen (spec section 2), fed by core's ToastStore. */
export function ToastArea() {
  const { toasts, dismiss } = useToasts();
  const t = useConsoleMessages();
  // Mounted from the first toast on, so that later toasts and their exits find it there (the update during render
  // renders again at once, before anything is committed).
  const [used, setUsed] = useState(false);
  if (toasts.length > 0 && !used) setUsed(true);
  return used ? (
    <Suspense fallback={null}>
      <Toaster
        toasts={toasts}
        onDismiss={(id) => dismiss(String(id))}
        position="bottom-right"
        label={t.shell.messages}
      />
    </Suspense>
  ) : null;
}
