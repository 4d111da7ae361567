import * as RadixToast from '@radix-ui/react-toast';
import { common as commonEn } from '../i18n/messages/en/common';
import { useMessages } from '../i18n/useMessages';
import type { Appearance } from '../theme/appearance';
import { WidgetRoot } from '../theme/WidgetRoot';

/** Toast severities of the spec; `error` and `warn` are announced assertively. */
export type ToastSeverity = 'info' | 'warn' | 'error' | 'success' | 'secondary' | 'contrast';

/** One toast, in the shape of core's `Toast`. */
export interface ToastItem {
  id: string | number;
  severity: ToastSeverity;
  summary: string;
  detail?: string | undefined;
  /** Milliseconds before it closes itself; 10000 by default, `Infinity` to stay. */
  life?: number | undefined;
  /** Whether a close button shows; true by default. */
  closable?: boolean | undefined;
  /** A `Toaster` with a `group` shows only that group's toasts; one without shows only ungrouped toasts. */
  group?: string | undefined;
}

/** Corner or edge the toasts stack in. */
export type ToastPosition = 'top-right' | 'top-left' | 'top-center' | 'bottom-right' | 'bottom-left' | 'bottom-center';

export interface ToasterProps<T extends ToastItem> {
  toasts: readonly T[];
  /** Called when a toast times out, is closed or swiped away; remove it from `toasts`. */
  onDismiss: (id: T['id']) => void;
  position?: ToastPosition;
  group?: string;
  /**
   * Most toasts on screen at once (3): the newest show, older ones wait behind them, keep their own time
   * and show again when a newer one closes, so a burst of events never covers the page.
   */
  max?: number;
  /** Name of the toast region for assistive technology (F8 moves focus there). */
  label?: string;
  appearance?: Appearance;
}

const DEFAULT_LIFE = 10_000;
const DEFAULT_MAX = 3;

/** Renders a list of toasts (Radix Toast): pauses on hover and focus, swipes away, F8 jumps to the region. */
export function Toaster<T extends ToastItem>({
  toasts,
  onDismiss,
  position = 'top-right',
  group,
  max = DEFAULT_MAX,
  label: labelProp,
  appearance,
}: ToasterProps<T>) {
  const messages = useMessages({ common: commonEn });
  const label = labelProp ?? messages.common.toast.region;
  const mine = toasts.filter((toast) => toast.group === group);
  const visible = mine.slice(Math.max(0, mine.length - Math.max(1, Math.floor(max))));
  const swipeDirection = position.endsWith('left') ? 'left' : position.endsWith('center') ? 'up' : 'right';
  return (
    <RadixToast.Provider label={label} swipeDirection={swipeDirection}>
      <WidgetRoot appearance={appearance} data-slot="toaster" data-position={position}>
        {visible.map((toast, index) => (
          <RadixToast.Root
            key={toast.id}
            data-slot="toast"
            data-severity={toast.severity}
            // Radix adds each toast to the region as it mounts: one coming back from behind newer ones would land
            // after them. Its place in the list keeps the stack in order, oldest first.
            style={{ order: index }}
            type={toast.severity === 'error' || toast.severity === 'warn' ? 'foreground' : 'background'}
            duration={toast.life ?? DEFAULT_LIFE}
            onOpenChange={(open) => {
              if (!open) onDismiss(toast.id);
            }}
          >
            <RadixToast.Title data-slot="toast-summary">{toast.summary}</RadixToast.Title>
            {toast.detail ? (
              <RadixToast.Description data-slot="toast-detail">{toast.detail}</RadixToast.Description>
            ) : null}
            {toast.closable === false ? null : (
              <RadixToast.Close data-slot="toast-close" aria-label={messages.common.actions.dismiss}>
                <span aria-hidden="true">×</span>
              </RadixToast.Close>
            )}
          </RadixToast.Root>
        ))}
        <RadixToast.Viewport data-slot="toast-viewport" label={messages.common.toast.regionHotkey({ label })} />
      </WidgetRoot>
    </RadixToast.Provider>
  );
}
