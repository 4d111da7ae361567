import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Button } from '../button/Button';
import { EmptyState } from '../state/EmptyState';
import { dark, withWidgets } from '../stories/withWidgets';
import { SectionCard } from './SectionCard';

/** A titled card holding one part of a page; the heading names the section. */
const meta = {
  title: 'Layout/SectionCard',
  component: SectionCard,
  decorators: [withWidgets],
  args: {
    title: 'API keys',
    description: 'Keys call the endpoint; a secret is shown once.',
    actions: <Button>Create API key</Button>,
    children: <p>chat-frontend · created Nov 22, 2026 · last used never</p>,
  },
} satisfies Meta<typeof SectionCard>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'API keys' })).toBeVisible();
  },
};
export const TitleOnly: Story = { args: { description: undefined, actions: undefined } };
export const WithEmptyState: Story = {
  args: {
    actions: undefined,
    children: <EmptyState title="No API keys" description="Create a key to call the endpoint." />,
  },
};
export const Dark: Story = { parameters: dark };
