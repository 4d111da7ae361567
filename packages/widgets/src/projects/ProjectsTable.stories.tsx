import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import type { Allowance } from '../actions/Allowance';
import { dark, withWidgets } from '../stories/withWidgets';
import { sampleProjects, sampleServices } from './fixtures';
import { ProjectsTable } from './ProjectsTable';
import type { ProjectRow } from './types';

const meta = {
  title: 'Projects/ProjectsTable',
  component: ProjectsTable<ProjectRow>,
  decorators: [withWidgets],
  args: {
    page: { items: sampleProjects(10), pageIndex: 0, pageSize: 10, total: 31 },
    onValueChange: fn(),
    services: sampleServices,
    onFavoriteChange: fn(),
    projectHref: (row: ProjectRow) => `/project-module/project-panel?active=${row.id}`,
    canCreate: true,
    onCreate: fn(),
    canDelete: (): Allowance => true,
    onDelete: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof ProjectsTable<ProjectRow>>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Data: Story = {};

/** Favorites kept in state, as the console's query cache would. */
function WithFavorites() {
  const [rows, setRows] = useState(sampleProjects(5));
  return (
    <ProjectsTable
      page={{ items: rows, pageIndex: 0, pageSize: 10, total: rows.length }}
      onFavoriteChange={(project, favorite) =>
        setRows((list) => list.map((p) => (p.id === project.id ? { ...p, isFavorite: favorite } : p)))
      }
    />
  );
}

export const ToggleFavorite: Story = {
  render: () => <WithFavorites />,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Favorite ml-lab-1' }));
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Favorite ml-lab-1' })).toHaveAttribute('aria-pressed', 'true'),
    );
  },
};

export const ProjectMember: Story = {
  name: 'Project member (no create, no delete)',
  args: { canCreate: { reason: 'Only branch admins and above create projects' }, canDelete: () => false },
};

export const Loading: Story = { args: { page: undefined, loading: true } };

export const Empty: Story = { args: { page: { items: [], pageIndex: 0, pageSize: 10, total: 0 } } };

export const NoMatch: Story = {
  args: { page: { items: [], pageIndex: 0, pageSize: 10, total: 0 }, defaultValue: { filters: { serviceId: 5 } } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No project matches these filters')).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: 'Service' })).toHaveValue('5');
  },
};

export const ErrorState: Story = {
  name: 'Error',
  args: { page: undefined, error: { message: 'The admin API did not answer.', status: 0 } },
};

export const ThousandRows: Story = {
  args: { page: { items: sampleProjects(1000), pageIndex: 0, pageSize: 1000, total: 1000 } },
};

export const Dark: Story = { parameters: dark };
