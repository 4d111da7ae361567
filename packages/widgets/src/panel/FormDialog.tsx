import * as RadixDialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import type { Appearance } from '../theme/appearance';
import { WidgetRoot } from '../theme/WidgetRoot';

export interface FormDialogProps {
  title: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The form; it closes the dialog itself when it is done or cancelled. */
  children: ReactNode;
  appearance?: Appearance | undefined;
}

/** A modal dialog around a create or edit form (Radix Dialog: focus trapped, Escape closes). */
export function FormDialog({ title, open, onOpenChange, children, appearance }: FormDialogProps) {
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
