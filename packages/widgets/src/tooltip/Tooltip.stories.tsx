import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Button } from '../button/Button';
import { dark, withWidgets } from '../stories/withWidgets';
import { Tooltip } from './Tooltip';

const meta = {
  title: 'Primitives/Tooltip',
  component: Tooltip,
  decorators: [withWidgets],
  args: {
    content: 'Only super admins can create organizations',
    children: <Button disabled={false}>Create organization</Button>,
  },
} satisfies Meta<typeof Tooltip>;
export default meta;

type Story = StoryObj<typeof meta>;

export const OnFocus: Story = {
  play: async ({ canvas, canvasElement }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Create organization' })).toHaveFocus();
    const body = within(canvasElement.ownerDocument.body);
    await expect(await body.findByRole('tooltip')).toHaveTextContent('Only super admins can create organizations');
  },
};

export const Open: Story = { args: { defaultOpen: true, side: 'right' } };

export const Dark: Story = { args: { defaultOpen: true }, parameters: dark };
