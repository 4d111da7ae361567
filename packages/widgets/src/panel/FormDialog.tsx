import * as RadixDialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import { useControllableState } from '../hooks/useControllableState';
import type { Appearance } from '../theme/appearance';
import { WidgetRoot } from '../theme/WidgetRoot';

export interface FormDialogProps {
  title: string;
  /** Controls whether the dialog is open; leave it out (with `defaultOpen`) to let the dialog keep that itself. */
  open?: boolean | undefined;
  /** Whether the dialog starts open when `open` is not given. */
  defaultOpen?: boolean | undefined;
  /** Told each time the dialog opens or closes (Escape, a click outside, the form's done). */
  onOpenChange?: ((open: boolean) => void) | undefined;
  /** The form; it closes the dialog itself when it is done or cancelled. */
  children: ReactNode;
  appearance?: Appearance | undefined;
}

/** A modal dialog around a create or edit form (Radix Dialog: focus trapped, Escape closes). */
export function FormDialog({ title, children, appearance, ...openProps }: FormDialogProps) {
  const [open, onOpenChange] = useControllableState({
    value: openProps.open,
    defaultValue: openProps.defaultOpen ?? false,
    onChange: openProps.onOpenChange,
  });
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <WidgetRoot appearance={appearance} data-slot="dialog-portal">
          <RadixDialog.Overlay data-slot="dialog-overlay" />
          <RadixDialog.Content data-slot="dialog" data-size="form" aria-describedby={undefined}>
            <RadixDialog.Title data-slot="dialog-title">{title}</RadixDialog.Title>
            {children}
          </RadixDialog.Content>
        </WidgetRoot>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
