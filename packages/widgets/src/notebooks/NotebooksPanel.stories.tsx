import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { failingGet, pendingGet, serveMockApi } from '../stories/serveMockApi';
import { withConsole } from '../stories/withConsole';
import { mockNotebookApi } from './mockNotebookApi';
import { NotebooksPanel } from './NotebooksPanel';

/**
 * Connected: inside a bare `ConsoleProvider` with only a project id, against the mocked admin API. It
 * lists, searches and pages by itself, and a start or stop settles on screen without a reload.
 */
const meta = {
  title: 'Notebooks/NotebooksPanel',
  component: NotebooksPanel,
  decorators: [withConsole],
  args: { projectId: 100 },
  beforeEach({ msw }) {
    serveMockApi(msw, { before: mockNotebookApi() });
  },
} satisfies Meta<typeof NotebooksPanel>;
export default meta;

type Story = StoryObj<typeof meta>;

export const OnlyAProjectId: Story = {
  name: 'Data (only a project id)',
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('cell', { name: 'max-exploration' })).toBeVisible();
  },
};

export const StopSettlesByItself: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Stop max-exploration' }));
    const row = () => canvas.getByRole('row', { name: /max-exploration/ });
    await waitFor(() => expect(row()).toHaveTextContent('Stopping'));
    await waitFor(() => expect(row()).toHaveTextContent('Stopped'), { timeout: 5000 });
    await expect(within(row()).getByRole('button', { name: 'Start max-exploration' })).toBeVisible();
  },
};

export const Empty: Story = {
  beforeEach({ msw }) {
    serveMockApi(msw, { before: mockNotebookApi({ empty: true }) });
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No notebooks yet')).toBeVisible();
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    serveMockApi(msw, { before: [pendingGet('/workspace/project/100/ai/jupyterhub')] });
  },
};

export const ErrorState: Story = {
  name: 'Error',
  beforeEach({ msw }) {
    serveMockApi(msw, { before: [failingGet('/workspace/project/100/ai/jupyterhub', 404, 'Project not found')] });
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Project not found')).toBeVisible();
  },
};
