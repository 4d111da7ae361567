import type { CapacityBoard } from '@console/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect } from 'storybook/test';
import { failingGet, pendingGet, serveMockApi } from '../stories/serveMockApi';
import { withConsole } from '../stories/withConsole';
import { CapacityBoardPanel } from './CapacityBoardPanel';
import { sampleCapacityBoard } from './fixtures';

const board = (body: CapacityBoard) => http.get('*/api/capacity/board', () => HttpResponse.json(body));

/** Connected: inside a bare `ConsoleProvider` with a branch id, against the mocked admin API. */
const meta = {
  title: 'Capacity/CapacityBoardPanel',
  component: CapacityBoardPanel,
  decorators: [withConsole],
  args: { scope: { branchId: 1 } },
  beforeEach({ msw }) {
    serveMockApi(msw, { before: [board(sampleCapacityBoard())] });
  },
} satisfies Meta<typeof CapacityBoardPanel>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Data: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('cell', { name: /defect-training/ })).toBeVisible();
  },
};
/** The queue: every waiting workload with its place and reason. */
export const Queue: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('1 of 3')).toBeVisible();
    // The sample's notebook and deployment both wait for the project's quota.
    const reasons = canvas.getAllByText('Project quota');
    await expect(reasons).toHaveLength(2);
    for (const reason of reasons) await expect(reason).toBeVisible();
  },
};
export const Empty: Story = {
  beforeEach({ msw }) {
    serveMockApi(msw, {
      before: [board(sampleCapacityBoard({ rows: [], queue: [], queueLength: 0, usedAt: null }))],
    });
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Nothing waits')).toBeVisible();
  },
};
export const Loading: Story = {
  beforeEach({ msw }) {
    serveMockApi(msw, { before: [pendingGet('/capacity/board')] });
  },
};
export const ErrorState: Story = {
  name: 'Error',
  beforeEach({ msw }) {
    serveMockApi(msw, { before: [failingGet('/capacity/board', 503, 'The database is unavailable')] });
  },
  play: async ({ canvas }) => {
    await expect((await canvas.findAllByText('The database is unavailable'))[0]).toBeVisible();
  },
};
