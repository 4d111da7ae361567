import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { failingGet, pendingGet, serveMockApi } from '../stories/serveMockApi';
import { withConsole } from '../stories/withConsole';
import { ProjectsPanel } from './ProjectsPanel';

/**
 * Connected: inside a bare `ConsoleProvider` with only a branch id (or an organization id), against the mocked
 * admin API. It fetches, pages, searches, filters, marks favorites, creates, edits and deletes by itself.
 */
const meta = {
  title: 'Projects/ProjectsPanel',
  component: ProjectsPanel,
  decorators: [withConsole],
  args: { branchId: 10 },
  beforeEach({ msw }) {
    serveMockApi(msw);
  },
} satisfies Meta<typeof ProjectsPanel>;
export default meta;

type Story = StoryObj<typeof meta>;

export const OnlyABranchId: Story = {
  name: 'Data (only a branch id)',
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('1–10 of 12')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Next page' }));
    await expect(await canvas.findByText('11–12 of 12')).toBeVisible();
    await expect(canvas.getByRole('cell', { name: 'Vision Lab' })).toBeVisible();
  },
};

export const OrganizationId: Story = {
  name: 'Data (an organization id)',
  args: { organizationId: 2, branchId: undefined },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('cell', { name: 'Demand Forecast' })).toBeVisible();
  },
};

export const CreateAndDelete: Story = {
  play: async ({ canvas, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await canvas.findByRole('button', { name: 'Create project' }));
    const dialog = within(await body.findByRole('dialog', { name: 'Create project' }));
    const name = await dialog.findByRole('textbox', { name: /Name/ });
    await userEvent.type(name, 'Experiment 12');
    await userEvent.click(dialog.getByRole('button', { name: 'Create' }));
    await waitFor(() =>
      expect(name).toHaveAccessibleDescription('A project named Experiment 12 already exists in this branch'),
    );
    await userEvent.clear(name);
    await userEvent.type(name, 'Robotics');
    await userEvent.click(dialog.getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await userEvent.click(await canvas.findByRole('button', { name: 'Delete Robotics' }));
    await userEvent.click(within(await body.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(canvas.queryByRole('button', { name: 'Delete Robotics' })).toBeNull());
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    serveMockApi(msw, { before: [pendingGet('/workspace/project')] });
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status')).toHaveTextContent('Loading projects…');
  },
};

export const Empty: Story = {
  beforeEach({ msw }) {
    serveMockApi(msw, { change: (db) => db.projects.splice(0) });
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No projects yet')).toBeVisible();
  },
};

export const ErrorState: Story = {
  name: 'Error',
  beforeEach({ msw }) {
    serveMockApi(msw, { before: [failingGet('/workspace/project', 500, 'The project service is down.')] });
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('The project service is down.');
  },
};

export const Dark: Story = { args: { appearance: { theme: 'dark' } } };
