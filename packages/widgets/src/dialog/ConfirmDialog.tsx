import * as RadixDialog from '@radix-ui/react-dialog';
import { type ReactElement, type ReactNode, useRef, useState } from 'react';
import { Button } from '../button/Button';
import { useControllableState } from '../hooks/useControllableState';
import { common as commonEn } from '../i18n/messages/en/common';
import { useMessages } from '../i18n/useMessages';
import type { WidgetError } from '../state/widgetError';
import type { Appearance } from '../theme/appearance';
import { WidgetRoot } from '../theme/WidgetRoot';

export interface ConfirmDialogProps {
  title: string;
  description?: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  /** Styles the confirm button as dangerous (delete, remove, deactivate). */
  destructive?: boolean;
  /** Runs on confirm. A returned promise keeps the dialog open and busy until it settles; a rejection is shown. */
  onConfirm: () => unknown;
  /** Runs on cancel, Escape or a click outside. */
  onCancel?: () => void;
  /** An element that opens the dialog (rendered as is, e.g. a "Remove" button). */
  trigger?: ReactElement | undefined;
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  appearance?: Appearance;
}

/**
 * Asks before an action (Radix Dialog with the alertdialog role). Cancel has focus when it opens, so Enter never
 * confirms by accident; Escape cancels.
 */
export function ConfirmDialog({
  title,
  description,
  confirmLabel,
  cancelLabel,
  destructive = false,
  onConfirm,
  onCancel,
  trigger,
  open: openProp,
  defaultOpen = false,
  onOpenChange,
  appearance,
}: ConfirmDialogProps) {
  const messages = useMessages({ common: commonEn });
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<WidgetError | null>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const [open, setOpenState] = useControllableState({
    value: openProp,
    defaultValue: defaultOpen,
    onChange: onOpenChange,
  });

  const setOpen = (next: boolean) => {
    if (!next) setFailure(null);
    setOpenState(next);
  };
  const handleOpenChange = (next: boolean) => {
    if (pending) return;
    if (!next) onCancel?.();
    setOpen(next);
  };
  const confirm = async () => {
    setFailure(null);
    const result = onConfirm();
    if (!(result instanceof Promise)) return setOpen(false);
    setPending(true);
    try {
      await result;
      setPending(false);
      setOpen(false);
    } catch (error) {
      setPending(false);
      setFailure(error instanceof Error ? error : { message: String(error) });
    }
  };

  return (
    <RadixDialog.Root open={open} onOpenChange={handleOpenChange}>
      {trigger === undefined ? null : <RadixDialog.Trigger asChild>{trigger}</RadixDialog.Trigger>}
      <RadixDialog.Portal>
        <WidgetRoot appearance={appearance} data-slot="dialog-portal">
          <RadixDialog.Overlay data-slot="dialog-overlay" />
          <RadixDialog.Content
            data-slot="dialog"
            role="alertdialog"
            aria-busy={pending || undefined}
            {...(description === undefined ? { 'aria-describedby': undefined } : {})}
            onOpenAutoFocus={(event) => {
              event.preventDefault();
              cancelRef.current?.focus();
            }}
          >
            <RadixDialog.Title data-slot="dialog-title">{title}</RadixDialog.Title>
            {description === undefined ? null : (
              <RadixDialog.Description data-slot="dialog-description">{description}</RadixDialog.Description>
            )}
            {failure === null ? null : (
              <p data-slot="dialog-error" role="alert">
                {failure.message}
              </p>
            )}
            <div data-slot="dialog-actions">
              <RadixDialog.Close asChild>
                <Button ref={cancelRef} disabled={pending}>
                  {cancelLabel ?? messages.common.actions.cancel}
                </Button>
              </RadixDialog.Close>
              <Button variant={destructive ? 'danger' : 'primary'} disabled={pending} onClick={confirm}>
                {confirmLabel ?? messages.common.actions.confirm}
              </Button>
            </div>
          </RadixDialog.Content>
        </WidgetRoot>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
