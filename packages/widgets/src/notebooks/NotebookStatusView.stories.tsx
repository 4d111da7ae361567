import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { withWidgets } from '../stories/withWidgets';
import { sampleNotebook } from './fixtures';
import { NotebookStatusView } from './NotebookStatusView';

const meta = {
  title: 'Notebooks/NotebookStatusView',
  component: NotebookStatusView,
  decorators: [withWidgets],
  args: { notebook: sampleNotebook({ status: 'PENDING', url: null }), onPower: fn() },
} satisfies Meta<typeof NotebookStatusView>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Starting: Story = {};
export const Running: Story = { args: { notebook: sampleNotebook() } };
export const Failed: Story = {
  args: {
    notebook: sampleNotebook({
      status: 'FAILED',
      url: null,
      statusReason: 'Minimal (Python 3.11) has no CUDA libraries; choose a GPU image or no GPU.',
    }),
  },
};
export const Culled: Story = {
  name: 'Stopped by the idle culler',
  args: {
    notebook: sampleNotebook({
      status: 'STOPPED',
      url: null,
      statusReason: 'Stopped by the idle culler after 120 minutes without activity.',
    }),
  },
};
export const Stopping: Story = { args: { notebook: sampleNotebook({ status: 'STOPPING', url: null }) } };
export const StartingWithHubProgress: Story = {
  name: "Starting, with the hub's progress",
  args: {
    progress: [
      { progress: 0, message: 'Server requested' },
      { progress: 50, message: 'Spawning server...' },
    ],
  },
};
export const NoGpuOnThisMachine: Story = {
  name: 'Failed: no GPU on this machine',
  args: {
    notebook: sampleNotebook({
      status: 'FAILED',
      url: null,
      gpuCount: 1,
      statusReason: 'This machine has no GPU: the GPU asked for cannot be given. Start the notebook without a GPU.',
    }),
  },
};
export const OpenRefused: Story = {
  name: 'Open refused while the hub is down',
  args: {
    notebook: sampleNotebook(),
    onOpen: () => Promise.reject(new Error('JupyterHub is not available: it does not answer at http://localhost:8000')),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const open = window.open;
    // No tab in a story: the refusal is said next to the link.
    window.open = () => null;
    try {
      await userEvent.click(canvas.getByRole('link', { name: /^Open / }));
      await expect(await canvas.findByRole('alert')).toHaveTextContent(/JupyterHub is not available/);
    } finally {
      window.open = open;
    }
  },
};
