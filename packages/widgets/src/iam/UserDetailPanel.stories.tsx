import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { failingGet, failingWrite, pendingGet, serveMockApi } from '../stories/serveMockApi';
import { withConsole } from '../stories/withConsole';
import { UserDetailPanel } from './UserDetailPanel';

/** Connected: inside a bare `ConsoleProvider`, against the mocked admin API; the one place a user is changed. */
const meta = {
  title: 'IAM/UserDetailPanel',
  component: UserDetailPanel,
  decorators: [withConsole],
  // Max Member: invited to Vision Lab, has not signed in yet.
  args: {
    userId: 4,
    branchId: 10,
    onActiveChanged: fn(),
    onReinvited: fn(),
    onAssigned: fn(),
    onSaved: fn(),
    onPasswordResetSent: fn(),
  },
  beforeEach({ msw }) {
    serveMockApi(msw);
  },
} satisfies Meta<typeof UserDetailPanel>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  beforeEach({ msw }) {
    serveMockApi(msw, { before: [pendingGet('/users/4')] });
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status')).toHaveTextContent('Loading user…');
  },
};

/** Assigns the user to another project of the branch, then re-invites them. */
export const Edit: Story = {
  play: async ({ canvas, args }) => {
    await expect(await canvas.findByRole('heading', { name: 'Max Member' })).toBeVisible();
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Project' }), 'Acme AI / Research / Speech Lab');
    await userEvent.click(canvas.getByRole('button', { name: 'Assign' }));
    await waitFor(() =>
      expect(args.onAssigned).toHaveBeenCalledWith(
        expect.objectContaining({ id: 4 }),
        expect.objectContaining({ label: 'Acme AI / Research / Speech Lab' }),
        'MEMBER',
      ),
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Re-invite' }));
    await waitFor(() => expect(args.onReinvited).toHaveBeenCalledWith(expect.objectContaining({ id: 4 })));
  },
};

/** Someone who has signed in is not invited again: the server's refusal shows, nothing is reported. */
export const SubmitError: Story = {
  beforeEach({ msw }) {
    serveMockApi(msw, { before: [failingWrite('post', '/users/4/reinvite', 409, 'This user has already signed in')] });
  },
  play: async ({ canvas, args }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Re-invite' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('This user has already signed in');
    await expect(args.onReinvited).not.toHaveBeenCalled();
  },
};

export const LoadError: Story = {
  beforeEach({ msw }) {
    serveMockApi(msw, { before: [failingGet('/users/4', 404, 'User not found')] });
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('User not found');
  },
};

/** Edit opens the edit dialog; the saved name shows on the detail. */
export const EditInDialog: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Edit user' }));
    const name = await screen.findByRole('textbox', { name: 'Name' });
    await userEvent.clear(name);
    await userEvent.type(name, 'Max Mustermann');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(args.onSaved).toHaveBeenCalledWith(expect.objectContaining({ name: 'Max Mustermann' })));
    await expect(await canvas.findByRole('heading', { name: 'Max Mustermann' })).toBeVisible();
  },
};

/** A password reset is sent only after confirmation. */
export const ResetPassword: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Send password reset' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Send a password reset to Max Member?' });
    await expect(dialog).toHaveTextContent('max@acme.test');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send password reset' }));
    await waitFor(() => expect(args.onPasswordResetSent).toHaveBeenCalledWith(expect.objectContaining({ id: 4 })));
  },
};

/** Too many resets for this person (429): the confirmation says how many seconds to wait, and nothing is reported. */
export const ResetRateLimited: Story = {
  beforeEach({ msw }) {
    serveMockApi(msw, {
      before: [
        http.post('*/api/users/reset', () =>
          HttpResponse.json(
            { message: 'Too many notifications for this person; try again in 200 s' },
            { status: 429, headers: { 'Retry-After': '200' } },
          ),
        ),
      ],
    });
  },
  play: async ({ canvas, args }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Send password reset' }));
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send password reset' }));
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Too many password resets were requested for this person. Try again in 200 seconds.',
    );
    await expect(args.onPasswordResetSent).not.toHaveBeenCalled();
  },
};

/** A 429 that does not say how long to wait (no `Retry-After`): the confirmation asks for a few minutes. */
export const ResetRateLimitedWithoutRetryAfter: Story = {
  beforeEach({ msw }) {
    serveMockApi(msw, {
      before: [
        http.post('*/api/users/reset', () =>
          HttpResponse.json({ message: 'Too many notifications for this person' }, { status: 429 }),
        ),
      ],
    });
  },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Send password reset' }));
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send password reset' }));
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(/Wait a few minutes, then try again/);
  },
};
