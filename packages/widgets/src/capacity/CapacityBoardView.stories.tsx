import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { withWidgets } from '../stories/withWidgets';
import { CapacityBoardView } from './CapacityBoardView';
import { sampleCapacityBoard } from './fixtures';

const meta = {
  title: 'Capacity/CapacityBoardView',
  component: CapacityBoardView,
  decorators: [withWidgets],
  args: { board: sampleCapacityBoard(), onRetry: fn() },
} satisfies Meta<typeof CapacityBoardView>;
export default meta;

type Story = StoryObj<typeof meta>;

/**
 * A branch: its projects' quota, allocation, use and free room, and the notebooks and the deployment waiting, each
 * with its kind, why and its place.
 */
export const Data: Story = {
  play: async ({ canvas }) => {
    const queue = canvas.getByRole('table', { name: 'Waiting workloads' });
    await expect(queue).toHaveTextContent('No node with room');
    const deployment = canvas.getByRole('row', { name: /defect-detector/ });
    await expect(deployment).toHaveTextContent('Deployment');
    await expect(deployment).toHaveTextContent('Project quota');
    await expect(deployment).toHaveTextContent('2 of 3');
  },
};
/** Nothing waits: the queue says so. */
export const NoQueue: Story = { args: { board: sampleCapacityBoard({ queue: [], queueLength: 0 }) } };
/** A project: its workloads, each with what it holds. */
export const Project: Story = {
  args: {
    board: sampleCapacityBoard({
      level: 'PROJECT',
      name: 'Vision Lab',
      quota: { gpus: 4, cpuCores: 64, memoryGiB: 256 },
      rowLevel: 'WORKLOAD',
      rows: [
        {
          level: 'WORKLOAD',
          key: 'notebook:3',
          id: 3,
          name: 'paula-reports',
          kind: 'NOTEBOOK',
          quota: null,
          allocated: { gpus: 1, cpuCores: 4, memoryGiB: 16 },
          used: null,
          free: null,
        },
        {
          level: 'WORKLOAD',
          key: 'service:1:6',
          id: 6,
          name: 'AI inferencing',
          kind: 'SERVICE',
          quota: null,
          allocated: { gpus: 2, cpuCores: 8, memoryGiB: 64 },
          used: null,
          free: null,
        },
      ],
      queue: sampleCapacityBoard().queue.slice(0, 1),
    }),
  },
};
/** Nothing holds capacity and nothing waits. */
export const Empty: Story = {
  args: {
    board: sampleCapacityBoard({
      rows: [],
      queue: [],
      queueLength: 0,
      allocated: { gpus: 0, cpuCores: 0, memoryGiB: 0 },
      used: { gpus: 0, cpuCores: 0, memoryGiB: 0 },
      usedAt: null,
    }),
  },
};
export const Loading: Story = { args: { board: undefined, loading: true } };
export const Failed: Story = {
  name: 'Error',
  args: { board: undefined, error: { status: 503, message: 'The database is unavailable' } },
};
export const Dark: Story = { parameters: { appearance: { theme: 'dark' } } };
