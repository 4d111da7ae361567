import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
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
