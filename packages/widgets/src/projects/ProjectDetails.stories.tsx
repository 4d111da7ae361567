import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { dark, withWidgets } from '../stories/withWidgets';
import { sampleDetailsDdl, sampleDetailsGroups, sampleDetailsServices } from './fixtures';
import { ProjectDetails } from './ProjectDetails';

/** Presentational: each part of a project's details in its own loading, empty, error or data state. */
const meta = {
  title: 'Projects/ProjectDetails',
  component: ProjectDetails,
  decorators: [withWidgets],
  args: {
    projectName: 'Vision Lab',
    status: { data: sampleDetailsServices },
    current: { data: sampleDetailsServices },
    groups: { data: sampleDetailsGroups },
    ddl: { data: sampleDetailsDdl },
  },
} satisfies Meta<typeof ProjectDetails>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Data: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('table', { name: 'Status' })).toHaveTextContent('Object storage');
    await expect(canvas.getByRole('region', { name: 'Projects of the branch (DDL)' })).toHaveTextContent(
      '101 Speech Lab',
    );
  },
};
export const Loading: Story = {
  args: {
    status: { data: undefined },
    current: { data: undefined },
    groups: { data: undefined },
    ddl: { data: undefined },
  },
};
export const Empty: Story = {
  args: { status: { data: [] }, current: { data: [] }, groups: { data: [] }, ddl: { data: [] } },
};
export const ErrorState: Story = {
  name: 'Error',
  args: {
    status: { data: undefined, error: { status: 500, message: 'The server failed' }, onRetry: fn() },
    current: { data: undefined, error: { status: 500, message: 'The server failed' }, onRetry: fn() },
    groups: { data: undefined, error: { status: 403, message: 'You are not allowed to do this here' } },
    ddl: { data: undefined, error: { status: 0, message: 'Could not connect to the server' }, onRetry: fn() },
  },
};
/** Names from the API are text: markup in them shows as written. */
export const MarkupAsText: Story = {
  args: { ddl: { data: [{ id: 7, name: '<img src=x onerror=alert(1)>' }] } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Projects of the branch (DDL)' })).toHaveTextContent(
      '<img src=x onerror=alert(1)>',
    );
  },
};
export const Dark: Story = { parameters: dark };
