import type { ReactElement } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { DateField } from '../date/DateField';
import { DateRangeField } from '../date/DateRangeField';
import { ConfirmDialog } from '../dialog/ConfirmDialog';
import { InviteDialog } from '../iam/InviteDialog';
import { NotificationBell } from '../notifications/NotificationBell';
import { FormDialog } from '../panel/FormDialog';
import { Tooltip } from '../tooltip/Tooltip';
import '../styles.css';

interface OpenProps {
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
}

/** Every widget that opens something, with what it opens. */
const openers: { name: string; render: (props: OpenProps) => ReactElement; shown: string }[] = [
  {
    name: 'FormDialog',
    render: (p) => (
      <FormDialog title="Edit the branch" {...p}>
        <p>The form</p>
      </FormDialog>
    ),
    shown: '[data-slot="dialog"]',
  },
  {
    name: 'ConfirmDialog',
    render: (p) => <ConfirmDialog title="Remove the service?" onConfirm={() => {}} {...p} />,
    shown: '[role="alertdialog"]',
  },
  {
    name: 'InviteDialog',
    render: (p) => (
      <InviteDialog
        scopes={[{ key: 'org:1', label: 'Acme AI', organizationId: 1, roles: ['MEMBER'] }]}
        onInvite={async () => {}}
        {...p}
      />
    ),
    shown: '[data-slot="dialog"]',
  },
  {
    name: 'NotificationBell',
    render: (p) => <NotificationBell unreadCount={0} items={[]} {...p} />,
    shown: '[data-slot="notification-popover"]',
  },
  {
    name: "DateField's calendar",
    render: (p) => <DateField label="Start" today="2026-01-15" {...p} />,
    shown: '[data-slot="calendar-popover"]',
  },
  {
    name: "DateRangeField's calendar",
    render: (p) => <DateRangeField label="Period" today="2026-01-15" {...p} />,
    shown: '[data-slot="calendar-popover"]',
  },
  {
    name: 'Tooltip',
    render: (p) => (
      <Tooltip content="Only admins" {...p}>
        <button type="button">Delete</button>
      </Tooltip>
    ),
    shown: '[role="tooltip"]',
  },
];

const isShown = (selector: string) => () => document.querySelector(selector) !== null;

describe.each(openers)('$name', ({ render: opener, shown }) => {
  it('given defaultOpen, starts open, closes itself on Escape and reports it', async () => {
    const onOpenChange = vi.fn();
    await render(opener({ defaultOpen: true, onOpenChange }));
    await expect.poll(isShown(shown)).toBe(true);
    await userEvent.keyboard('{Escape}');
    await expect.poll(isShown(shown)).toBe(false);
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('given nothing, starts closed', async () => {
    await render(opener({}));
    // Give a wrongly opening widget the time to show.
    await new Promise((r) => setTimeout(r, 100));
    expect(isShown(shown)()).toBe(false);
  });

  it('given open, shows what the host says: Escape only asks, and the host closes it', async () => {
    const onOpenChange = vi.fn();
    const screen = await render(opener({ open: true, onOpenChange }));
    await expect.poll(isShown(shown)).toBe(true);
    await userEvent.keyboard('{Escape}');
    await expect.poll(() => onOpenChange.mock.calls).toContainEqual([false]);
    expect(isShown(shown)()).toBe(true);
    await screen.rerender(opener({ open: false, onOpenChange }));
    await expect.poll(isShown(shown)).toBe(false);
  });
});
