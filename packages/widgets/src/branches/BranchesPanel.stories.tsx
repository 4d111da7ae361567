import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { failingGet, pendingGet, serveMockApi } from '../stories/serveMockApi';
import { withConsole } from '../stories/withConsole';
import { BranchesPanel } from './BranchesPanel';

/** Connected: inside a bare `ConsoleProvider` with only an organization id, against the mocked admin API. */
const meta = {
  title: 'Branches/BranchesPanel',
  component: BranchesPanel,
  decorators: [withConsole],
  args: { organizationId: 1 },
  beforeEach({ msw }) {
    serveMockApi(msw);
  },
} satisfies Meta<typeof BranchesPanel>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Data: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('cell', { name: 'Research' })).toBeVisible();
    await expect(canvas.getByText('1–2 of 2')).toBeVisible();
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    serveMockApi(msw, { before: [pendingGet('/branches')] });
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status')).toHaveTextContent('Loading branches…');
  },
};

export const Empty: Story = {
  beforeEach({ msw }) {
    serveMockApi(msw, { change: (db) => db.branches.splice(0) });
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No branches yet')).toBeVisible();
  },
};

export const ErrorState: Story = {
  name: 'Error',
  beforeEach({ msw }) {
    serveMockApi(msw, { before: [failingGet('/branches', 403, 'You may not see these branches.')] });
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('You may not see these branches.');
  },
};
