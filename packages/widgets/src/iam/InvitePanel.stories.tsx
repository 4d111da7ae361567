import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { failingWrite, pendingGet, serveMockApi } from '../stories/serveMockApi';
import { withConsole } from '../stories/withConsole';
import { InvitePanel } from './InvitePanel';

/**
 * Connected: inside a bare `ConsoleProvider`, against the mocked admin API; the one place an invitation is sent.
 * Shown as a page's content here (`modal={false}`, open from the start), the way the console's invite page does.
 */
const meta = {
  title: 'IAM/InvitePanel',
  component: InvitePanel,
  decorators: [withConsole],
  args: { branchId: 10, defaultOpen: true, modal: false, onInvited: fn(), onOpenChange: fn() },
  beforeEach({ msw }) {
    serveMockApi(msw);
  },
} satisfies Meta<typeof InvitePanel>;
export default meta;

type Story = StoryObj<typeof meta>;

const dialogOf = async (canvasElement: HTMLElement) =>
  within(await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Invite a user' }));

/** Where the inviter may grant a role is read from their space first. */
export const Loading: Story = {
  beforeEach({ msw }) {
    serveMockApi(msw, { before: [pendingGet('/users/space')] });
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status')).toHaveTextContent('Loading…');
  },
};

/** Offers the branch and its projects, invites, and closes. */
export const Create: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await dialogOf(canvasElement);
    await waitFor(() =>
      expect(dialog.getByRole('combobox', { name: /Where/ })).toHaveDisplayValue('Acme AI / Research'),
    );
    await userEvent.type(dialog.getByRole('textbox', { name: /Email/ }), 'nia@acme.test');
    await userEvent.type(dialog.getByRole('textbox', { name: /Name/ }), 'Nia New');
    await userEvent.click(dialog.getByRole('button', { name: 'Send invitation' }));
    await waitFor(() =>
      expect(args.onInvited).toHaveBeenCalledWith(expect.objectContaining({ email: 'nia@acme.test', branchId: 10 })),
    );
    await waitFor(() => expect(args.onOpenChange).toHaveBeenCalledWith(false));
  },
};

/** An email that already has an account is a 409 on Email. */
export const FieldError: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await dialogOf(canvasElement);
    const email = await dialog.findByRole('textbox', { name: /Email/ });
    await userEvent.type(email, 'olga@acme.test');
    await userEvent.type(dialog.getByRole('textbox', { name: /Name/ }), 'Olga Again');
    await userEvent.click(dialog.getByRole('button', { name: 'Send invitation' }));
    await waitFor(() => expect(email).toHaveAttribute('aria-invalid', 'true'));
    await expect(email).toHaveAccessibleDescription('A user with the email olga@acme.test already exists');
    await expect(args.onInvited).not.toHaveBeenCalled();
  },
};

export const SubmitError: Story = {
  beforeEach({ msw }) {
    serveMockApi(msw, { before: [failingWrite('post', '/users', 503, 'Mail is not being sent right now')] });
  },
  play: async ({ canvasElement, args }) => {
    const dialog = await dialogOf(canvasElement);
    await userEvent.type(await dialog.findByRole('textbox', { name: /Email/ }), 'nia@acme.test');
    await userEvent.type(dialog.getByRole('textbox', { name: /Name/ }), 'Nia New');
    await userEvent.click(dialog.getByRole('button', { name: 'Send invitation' }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent('Mail is not being sent right now');
    await expect(args.onInvited).not.toHaveBeenCalled();
  },
};
