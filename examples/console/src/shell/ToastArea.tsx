import { useToasts } from '@console/react';
import { Toaster } from '@console/widgets';

/** The bottom-right toast area of the root screen (spec section 2), fed by core's ToastStore. */
export function ToastArea() {
  const { toasts, dismiss } = useToasts();
  return <Toaster toasts={toasts} onDismiss={dismiss} position="bottom-right" label="Messages" />;
}
