import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Button } from '../button/Button';
import { dark, withWidgets } from '../stories/withWidgets';
import { EmptyState } from './EmptyState';
import { ErrorState } from './ErrorState';
import { LoadingState } from './LoadingState';

const meta = {
  title: 'Primitives/State views',
  component: LoadingState,
  decorators: [withWidgets],
} satisfies Meta<typeof LoadingState>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  args: { label: 'Loading projects…' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveAttribute('aria-busy', 'true');
  },
};

export const Empty: Story = {
  render: () => (
    <EmptyState
      title="No projects yet"
      description="Projects group the services a team works with."
      action={<Button variant="primary">Create project</Button>}
    />
  ),
};

export const ErrorWithRetry: Story = {
  name: 'Error',
  render: () => <ErrorState error={{ message: 'The admin API did not answer (503).', status: 503 }} onRetry={fn()} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('The admin API did not answer (503).');
  },
};

export const Dark: Story = {
  parameters: dark,
  render: () => (
    <>
      <LoadingState label="Loading projects…" />
      <EmptyState title="No projects yet" action={<Button variant="primary">Create project</Button>} />
      <ErrorState error={{ message: 'Forbidden' }} onRetry={fn()} />
    </>
  ),
};
