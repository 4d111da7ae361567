import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { failingGet, pendingGet, serveMockApi } from '../stories/serveMockApi';
import { withConsole } from '../stories/withConsole';
import { UsersPanel } from './UsersPanel';

/** Connected: inside a bare `ConsoleProvider` with only a scope id, against the mocked admin API. */
const meta = {
  title: 'IAM/UsersPanel',
  component: UsersPanel,
  decorators: [withConsole],
  args: { organizationId: 1 },
  beforeEach({ msw }) {
    serveMockApi(msw);
  },
} satisfies Meta<typeof UsersPanel>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Data: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('1–4 of 4')).toBeVisible();
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'New user' }), 'New');
    await expect(await canvas.findByText('1–1 of 1')).toBeVisible();
  },
};

export const DeactivateAsksFirst: Story = {
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Deactivate Ben Branch' }));
    const confirm = within(await within(canvasElement.ownerDocument.body).findByRole('alertdialog'));
    await userEvent.click(confirm.getByRole('button', { name: 'Deactivate' }));
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Activate Ben Branch' })).toBeVisible());
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    serveMockApi(msw, { before: [pendingGet('/users')] });
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status')).toHaveTextContent('Loading users…');
  },
};

export const Empty: Story = {
  args: { projectId: 150 },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No users yet')).toBeVisible();
  },
};

export const ErrorState: Story = {
  name: 'Error',
  beforeEach({ msw }) {
    serveMockApi(msw, { before: [failingGet('/users', 403, 'You administer nothing here.')] });
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('You administer nothing here.');
  },
};
