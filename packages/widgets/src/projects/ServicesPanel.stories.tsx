import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { Allowance } from '../actions/Allowance';
import { dark, withWidgets } from '../stories/withWidgets';
import { sampleProjectServices, sampleServices } from './fixtures';
import { ServicesPanel } from './ServicesPanel';
import type { ProjectServiceRow } from './types';

const meta = {
  title: 'Projects/ServicesPanel',
  component: ServicesPanel<ProjectServiceRow>,
  decorators: [withWidgets],
  args: {
    services: sampleProjectServices(),
    available: sampleServices.filter((s) => [2, 4, 6].includes(s.id)),
    canAdd: true,
    onAdd: fn(),
    canRedeploy: (): Allowance => true,
    onRedeploy: fn(),
    canRemove: (): Allowance => true,
    onRemove: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof ServicesPanel<ProjectServiceRow>>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Data: Story = {};

export const RemoveAsksFirst: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Remove Object storage' }));
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('alertdialog', { name: 'Remove Object storage?' });
    await waitFor(() => expect(dialog).toBeVisible());
    await userEvent.keyboard('{Escape}');
    await expect(args.onRemove).not.toHaveBeenCalled();
  },
};

export const ReadOnly: Story = {
  name: 'Project member (read only)',
  args: { canAdd: false, canRedeploy: () => ({ reason: 'Only project admins redeploy' }), canRemove: () => false },
};

export const Loading: Story = { args: { services: undefined, loading: true } };

export const Empty: Story = { args: { services: [] } };

export const ErrorState: Story = {
  name: 'Error',
  args: { services: undefined, error: { message: 'Project not found' } },
};

export const Dark: Story = { parameters: dark };
