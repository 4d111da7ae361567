import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { failingWrite, pendingGet } from '../stories/serveMockApi';
import { withConsole } from '../stories/withConsole';
import { mockSupportApi } from './mockSupportApi';
import { SlaPolicyFormPanel } from './SlaPolicyFormPanel';

/** Connected: inside a bare `ConsoleProvider`, against the mocked admin API; the one place an SLA policy is saved. */
const meta = {
  title: 'Support/SlaPolicyFormPanel',
  component: SlaPolicyFormPanel,
  decorators: [withConsole],
  args: { organizationId: 1, defaultTimeZone: 'Europe/Zurich', onSaved: fn(), onCancel: fn() },
  beforeEach({ msw }) {
    msw.use(...mockSupportApi());
  },
} satisfies Meta<typeof SlaPolicyFormPanel>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  args: { organizationId: undefined, policyId: 1 },
  beforeEach({ msw }) {
    msw.use(pendingGet('/support/sla-policies/1'), ...mockSupportApi());
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status')).toHaveTextContent('Loading…');
  },
};

/** Creates a policy for the organization it is given, starting from the default targets and office hours. */
export const Create: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.type(await canvas.findByRole('textbox', { name: /Name/ }), 'Weekend support');
    await userEvent.click(canvas.getByRole('button', { name: 'Create' }));
    await waitFor(() =>
      expect(args.onSaved).toHaveBeenCalledWith(
        expect.objectContaining({ name: 'Weekend support', organizationId: 1 }),
      ),
    );
  },
};

/** Fetches the policy, then saves the change. */
export const Edit: Story = {
  args: { organizationId: undefined, policyId: 2 },
  play: async ({ canvas, args }) => {
    const name = await canvas.findByRole('textbox', { name: /Name/ });
    await waitFor(() => expect(name).toHaveValue('Premium support'));
    await userEvent.clear(name);
    await userEvent.type(name, 'Premium 24/7');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(args.onSaved).toHaveBeenCalledWith(expect.objectContaining({ id: 2, name: 'Premium 24/7' })),
    );
  },
};

/** A taken name comes back as a 409 on Name. */
export const FieldError: Story = {
  play: async ({ canvas, args }) => {
    const name = await canvas.findByRole('textbox', { name: /Name/ });
    await userEvent.type(name, 'Premium support');
    await userEvent.click(canvas.getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(name).toHaveAttribute('aria-invalid', 'true'));
    await expect(name).toHaveAccessibleDescription('A policy named Premium support already exists');
    await expect(args.onSaved).not.toHaveBeenCalled();
  },
};

export const SubmitError: Story = {
  beforeEach({ msw }) {
    msw.use(failingWrite('post', '/support/sla-policies', 503, 'The support desk is unavailable'), ...mockSupportApi());
  },
  play: async ({ canvas, args }) => {
    await userEvent.type(await canvas.findByRole('textbox', { name: /Name/ }), 'Weekend support');
    await userEvent.click(canvas.getByRole('button', { name: 'Create' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('The support desk is unavailable');
    await expect(args.onSaved).not.toHaveBeenCalled();
  },
};

/** Someone who does not manage the policy sees why, not a form. */
export const NotTheirs: Story = {
  args: { organizationId: undefined, policyId: 3 },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Only organization admins change SLA policies.')).toBeVisible();
    await expect(canvas.queryByRole('textbox')).toBeNull();
  },
};
