import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { failingGet, failingWrite, pendingGet } from '../stories/serveMockApi';
import { withConsole } from '../stories/withConsole';
import { mockSupportApi } from './mockSupportApi';
import { SlaPoliciesPanel } from './SlaPoliciesPanel';

/** Connected: inside a bare `ConsoleProvider`, against the mocked admin API. */
const meta = {
  title: 'Support/SlaPoliciesPanel',
  component: SlaPoliciesPanel,
  decorators: [withConsole],
  args: { policyHref: (p) => `#sla-${p.id}`, onCreate: fn(), onDeleted: fn() },
  beforeEach({ msw }) {
    msw.use(...mockSupportApi());
  },
} satisfies Meta<typeof SlaPoliciesPanel>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(pendingGet('/support/sla-policies'), ...mockSupportApi());
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status')).toBeVisible();
  },
};

/** Lists the policies and deletes one after confirmation. */
export const Data: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    await expect(await canvas.findByRole('link', { name: 'Premium support' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Delete Premium support' }));
    const dialog = within(await within(canvasElement.ownerDocument.body).findByRole('alertdialog'));
    await userEvent.click(dialog.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(args.onDeleted).toHaveBeenCalledWith(expect.objectContaining({ id: 2 })));
  },
};

export const DeleteError: Story = {
  beforeEach({ msw }) {
    msw.use(
      failingWrite('delete', '/support/sla-policies/2', 409, 'Open tickets still use this policy'),
      ...mockSupportApi(),
    );
  },
  play: async ({ canvas, canvasElement, args }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Delete Premium support' }));
    const dialog = within(await within(canvasElement.ownerDocument.body).findByRole('alertdialog'));
    await userEvent.click(dialog.getByRole('button', { name: 'Delete' }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent('Open tickets still use this policy');
    await expect(args.onDeleted).not.toHaveBeenCalled();
  },
};

export const ErrorState: Story = {
  name: 'Error',
  beforeEach({ msw }) {
    msw.use(failingGet('/support/sla-policies', 403, 'You may not list SLA policies.'), ...mockSupportApi());
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('You may not list SLA policies.');
  },
};
