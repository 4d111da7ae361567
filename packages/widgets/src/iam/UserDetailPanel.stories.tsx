import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { failingGet, failingWrite, pendingGet, serveMockApi } from '../stories/serveMockApi';
import { withConsole } from '../stories/withConsole';
import { UserDetailPanel } from './UserDetailPanel';

/** Connected: inside a bare `ConsoleProvider`, against the mocked admin API; the one place a user is changed. */
const meta = {
  title: 'IAM/UserDetailPanel',
  component: UserDetailPanel,
  decorators: [withConsole],
  // Max Member: invited to Vision Lab, has not signed in yet.
  args: { userId: 4, branchId: 10, onActiveChanged: fn(), onReinvited: fn(), onAssigned: fn() },
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
