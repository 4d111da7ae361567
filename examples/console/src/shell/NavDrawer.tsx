import type { ModuleId } from '@console/core';
import * as Dialog from '@radix-ui/react-dialog';
import type { RefObject } from 'react';
import { useConsoleMessages } from '../i18n/language';
import { ContextSwitcher } from './ContextSwitcher';
import { ModuleNav } from './ModuleNav';

/**
 * The navigation below 1024 px: a drawer from the left with the tenant switchers and the module's pages. A modal
 * dialog, so focus stays inside, Escape and the overlay close it, and focus returns to the Menu button.
 */
export default function NavDrawer({
  module,
  open,
  onOpenChange,
  menuButton,
}: {
  module: ModuleId;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The button that opened the drawer: focus returns there when it closes (it is no Dialog.Trigger). */
  menuButton: RefObject<HTMLButtonElement | null>;
}) {
  const t = useConsoleMessages();
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-950/50" />
        <Dialog.Content
          aria-describedby={undefined}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            menuButton.current?.focus();
          }}
          className="fixed inset-y-0 left-0 z-50 flex w-[min(20rem,88vw)] flex-col gap-4 overflow-y-auto border-r border-line bg-surface p-4 text-fg shadow-xl"
        >
          <div className="flex items-center justify-between gap-2">
            <Dialog.Title className="text-base font-semibold">{t.shell.menu}</Dialog.Title>
            <Dialog.Close className="rounded-md border border-line px-2 py-1 text-sm hover:bg-muted">
              {t.shell.close}
            </Dialog.Close>
          </div>
          <ContextSwitcher stacked />
          <ModuleNav module={module} onNavigate={() => onOpenChange(false)} />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
