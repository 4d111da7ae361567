import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { failingGet, pendingGet, serveMockApi } from '../stories/serveMockApi';
import { withConsole } from '../stories/withConsole';
import { sampleDetailsServices } from './fixtures';
import { ProjectDetailsPanel } from './ProjectDetailsPanel';

/** Connected: Vision Lab's details inside a bare `ConsoleProvider`, against the mocked admin API. */
const meta = {
  title: 'Projects/ProjectDetailsPanel',
  component: ProjectDetailsPanel,
  decorators: [withConsole],
  args: { projectId: 100 },
  beforeEach({ msw }) {
    serveMockApi(msw, {
      change: (db) => {
        const vision = db.projects.find((p) => p.id === 100);
        if (vision) vision.services = [...sampleDetailsServices];
      },
    });
  },
} satisfies Meta<typeof ProjectDetailsPanel>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Data: Story = {
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('table', { name: 'Status' });
    await waitFor(() => expect(table).toHaveTextContent('Notebook hub'));
    await expect(await canvas.findByRole('list', { name: 'Members of Vision Lab members' })).toHaveTextContent(
      'Max Member',
    );
    await expect(await canvas.findByRole('region', { name: 'Projects of the branch (DDL)' })).toHaveTextContent(
      'Speech Lab',
    );
  },
};

/** A project without services yet. */
export const Empty: Story = {
  beforeEach({ msw }) {
    serveMockApi(msw);
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No service is running here')).toBeVisible();
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    serveMockApi(msw, {
      before: [
        pendingGet('/workspace/project/100'),
        pendingGet('/workspace/project/100/status'),
        pendingGet('/workspace/project/100/service/current'),
        pendingGet('/workspace/project/100/groups'),
      ],
    });
  },
};

/** Each part fails alone: the groups answer 403, the rest still shows. */
export const PartError: Story = {
  beforeEach({ msw }) {
    serveMockApi(msw, {
      before: [failingGet('/workspace/project/100/groups', 403, 'You are not allowed to do this here')],
    });
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('You are not allowed to do this here');
  },
};

export const LoadError: Story = {
  args: { projectId: 999 },
};

export const Dark: Story = { args: { appearance: { theme: 'dark' } } };
