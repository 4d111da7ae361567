import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { withWidgets } from '../stories/withWidgets';
import { sampleQuotaRequest } from './fixtures';
import { QuotaDecisionForm } from './QuotaDecisionForm';
import { QuotaRequestForm } from './QuotaRequestForm';

const meta = {
  title: 'Capacity/QuotaRequestForm',
  component: QuotaRequestForm,
  decorators: [withWidgets],
  args: { onSubmit: fn(async () => undefined), onCancel: fn() },
} satisfies Meta<typeof QuotaRequestForm>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
/** Nothing asked for: the form says what is missing before anything is sent. */
export const AsksForSomething: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/Reason/), 'Training runs');
    await userEvent.click(canvas.getByRole('button', { name: 'Send request' }));
    await expect(await canvas.findByText(/at least one GPU/)).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};
/** The server's refusal lands on the field it names. */
export const ServerRefuses: Story = {
  args: {
    onSubmit: fn(async () => {
      throw Object.assign(new Error('Validation failed'), { status: 400, errors: { gpus: 'At most 512' } });
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.clear(canvas.getByLabelText('More GPUs'));
    await userEvent.type(canvas.getByLabelText('More GPUs'), '2');
    await userEvent.type(canvas.getByLabelText(/Reason/), 'Training runs');
    await userEvent.click(canvas.getByRole('button', { name: 'Send request' }));
    await expect(await canvas.findByText('At most 512')).toBeVisible();
  },
};

const pending = sampleQuotaRequest();

/** Approving: every resource starts at what was asked; lowering one grants part of it. */
export const Approve: StoryObj<typeof QuotaDecisionForm> = {
  render: () => <QuotaDecisionForm request={pending} decision="APPROVE" onSubmit={fn()} onCancel={fn()} />,
};
/** Someone decided first: the second decider reads what they decided. */
export const DecidedFirst: StoryObj<typeof QuotaDecisionForm> = {
  render: () => (
    <QuotaDecisionForm
      request={pending}
      decision="DECLINE"
      onSubmit={fn(async () => {
        throw Object.assign(
          new Error('Ben Branch already approved this request at 2026-01-05T09:58:00.000Z (2 GPUs)'),
          {
            status: 409,
            errors: { decision: 'Already approved by Ben Branch' },
          },
        );
      })}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Decline' }));
    await expect(await canvas.findByText(/Ben Branch/)).toBeVisible();
  },
};
