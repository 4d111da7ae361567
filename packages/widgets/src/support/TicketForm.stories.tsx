import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { withWidgets } from '../stories/withWidgets';
import { TicketForm } from './TicketForm';

const meta = {
  title: 'Support/TicketForm',
  component: TicketForm,
  decorators: [withWidgets],
  args: { scopeLabel: 'Acme AI / Research / Vision Lab', onSubmit: fn(async () => {}), onCancel: fn() },
} satisfies Meta<typeof TicketForm>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
/** Opened from a notification: the subject is filled in. */
export const FromNotification: Story = {
  args: {
    initialValues: { subject: 'About: SLA breached on #12', category: 'INCIDENT' },
    relatedLabel: 'Deployment vision-api',
  },
};
export const ServerRefuses: Story = {
  args: {
    onSubmit: fn(async () => {
      throw Object.assign(new Error('Validation failed'), { status: 400, errors: { subject: 'Too short' } });
    }),
  },
};
