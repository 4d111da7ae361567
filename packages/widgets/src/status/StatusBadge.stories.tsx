import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { StatusBadge } from './StatusBadge';

const meta = {
  title: 'Primitives/StatusBadge',
  component: StatusBadge,
  args: { children: 'Running', tone: 'success' },
} satisfies Meta<typeof StatusBadge>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Success: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Running')).toHaveAttribute('data-tone', 'success');
  },
};
export const Danger: Story = { args: { children: 'Failed', tone: 'danger' } };
