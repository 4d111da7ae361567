import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { failingGet, failingWrite, pendingGet, serveMockApi } from '../stories/serveMockApi';
import { withConsole } from '../stories/withConsole';
import { UserEditPanel } from './UserEditPanel';

/** Connected: a dialog inside a bare `ConsoleProvider`, against the mocked admin API (a super admin edits). */
const meta = {
  title: 'IAM/UserEditPanel',
  component: UserEditPanel,
  decorators: [withConsole],
  // Max Member: a member of Vision Lab.
  args: { userId: 4, defaultOpen: true, onSaved: fn(), onOpenChange: fn() },
  beforeEach({ msw }) {
    serveMockApi(msw);
  },
} satisfies Meta<typeof UserEditPanel>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  beforeEach({ msw }) {
    serveMockApi(msw, { before: [pendingGet('/users/4')] });
  },
  play: async () => {
    await expect(await screen.findByRole('status')).toBeInTheDocument();
  },
};

/** Renames the user, disables them and makes them an admin of Vision Lab; the dialog closes with the saved user. */
export const Save: Story = {
  play: async ({ args }) => {
    const name = await screen.findByRole('textbox', { name: 'Name' });
    await userEvent.clear(name);
    await userEvent.type(name, 'Maxi');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Enabled' }));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: /Role in/ }), 'Admin');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(args.onSaved).toHaveBeenCalledWith(expect.objectContaining({ name: 'Maxi', isActive: false })),
    );
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

/** The email is taken: the server's 409 lands on the email field and the dialog stays open. */
export const FieldError: Story = {
  play: async ({ args }) => {
    const email = await screen.findByRole('textbox', { name: 'Email' });
    await userEvent.clear(email);
    await userEvent.type(email, 'olga@acme.test');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(email).toHaveAccessibleDescription(/already exists/));
    await expect(args.onSaved).not.toHaveBeenCalled();
  },
};

/**
 * The server refuses part of the edit (403, e.g. the editor's rights changed after the dialog opened): nothing is
 * saved, the refusal shows above the form, and the dialog stays open with the edit as typed.
 */
export const Forbidden: Story = {
  beforeEach({ msw }) {
    serveMockApi(msw, {
      before: [failingWrite('post', '/users/4/edit', 403, 'You are not allowed to do this here')],
    });
  },
  play: async ({ args }) => {
    const name = await screen.findByRole('textbox', { name: 'Name' });
    await userEvent.type(name, ' Jr');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: /Role in/ }), 'Admin');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await expect(await screen.findByRole('alert')).toHaveTextContent('You are not allowed to do this here');
    await expect(name).toHaveValue('Max Member Jr');
    await expect(args.onSaved).not.toHaveBeenCalled();
  },
};

export const LoadError: Story = {
  beforeEach({ msw }) {
    serveMockApi(msw, { before: [failingGet('/users/4', 404, 'User not found')] });
  },
  play: async () => {
    await expect(await screen.findByRole('alert')).toHaveTextContent('User not found');
  },
};

export const Dark: Story = { args: { appearance: { theme: 'dark' } } };
