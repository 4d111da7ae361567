import * as RadixPopover from '@radix-ui/react-popover';
import { type ReactNode, useRef } from 'react';
import type { Appearance } from '../theme/appearance';
import { useRootProps } from '../theme/useRootProps';

export interface CalendarPopoverProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Accessible name of the button that opens the calendar. */
  triggerLabel: string;
  /** Accessible name of the popover. */
  label: string;
  disabled?: boolean | undefined;
  appearance?: Appearance | undefined;
  children: ReactNode;
}

function CalendarIcon() {
  return (
    <svg
      aria-hidden="true"
      width="16"
      height="16"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
    >
      <rect x="3" y="4" width="18" height="18" rx="2" />
      <path d="M16 2v4M8 2v4M3 10h18" />
    </svg>
  );
}

/**
 * A calendar button and the Radix popover it opens. On opening, focus goes to the calendar's current day (the
 * chosen one, else today), where the arrow keys move; Escape closes it and returns focus to the button.
 */
export function CalendarPopover({
  open,
  onOpenChange,
  triggerLabel,
  label,
  disabled,
  appearance,
  children,
}: CalendarPopoverProps) {
  const root = useRootProps(appearance);
  const content = useRef<HTMLDivElement>(null);
  return (
    <RadixPopover.Root open={open} onOpenChange={onOpenChange}>
      <RadixPopover.Trigger asChild>
        <button type="button" data-slot="calendar-button" aria-label={triggerLabel} disabled={disabled}>
          <CalendarIcon />
        </button>
      </RadixPopover.Trigger>
      <RadixPopover.Portal>
        <RadixPopover.Content
          {...root}
          ref={content}
          data-slot="calendar-popover"
          aria-label={label}
          align="start"
          sideOffset={4}
          collisionPadding={8}
          onOpenAutoFocus={(event) => {
            // DayPicker makes one day tabbable (chosen, today, or the first enabled); start there, not on "previous".
            const day = content.current?.querySelector<HTMLElement>('.rdp-day_button[tabindex="0"]');
            if (day) {
              event.preventDefault();
              day.focus();
            }
          }}
        >
          {children}
        </RadixPopover.Content>
      </RadixPopover.Portal>
    </RadixPopover.Root>
  );
}
