import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { dark, withWidgets } from '../stories/withWidgets';
import { TimeField } from './TimeField';
import { TimeRangeField } from './TimeRangeField';

const meta = {
  title: 'Dates/TimeRangeField',
  component: TimeRangeField,
  decorators: [withWidgets],
  args: { label: 'Business hours', onValueChange: fn() },
  render: (args) => (
    <div style={{ maxWidth: '24rem' }}>
      <TimeRangeField {...args} />
    </div>
  ),
} satisfies Meta<typeof TimeRangeField>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const Filled: Story = {
  args: { defaultValue: { start: '09:00', end: '17:30' }, description: 'In the policy time zone.' },
};

export const EndBeforeStart: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Start time' }), '18:00');
    await userEvent.type(canvas.getByRole('textbox', { name: 'End time' }), '08:00');
    await userEvent.tab();
    await expect(canvas.getByText('Pick an end time after the start time')).toBeVisible();
  },
};

/** An uptime window may run through the night. */
export const Overnight: Story = {
  args: { label: 'Uptime window', overnight: true, defaultValue: { start: '22:00', end: '06:00' } },
};

export const Disabled: Story = {
  args: { defaultValue: { start: '09:00', end: '17:30' }, disabled: true },
};

export const Dark: Story = {
  args: { defaultValue: { start: '09:00', end: '08:00' }, error: { end: 'Pick an end time after the start time' } },
  parameters: dark,
};

/** A single time of day. */
export const SingleTime: Story = {
  render: () => (
    <div style={{ maxWidth: '12rem', display: 'grid', gap: '1rem' }}>
      <TimeField label="Empty" />
      <TimeField label="Filled" defaultValue="08:30" />
      <TimeField
        label="Invalid"
        defaultValue="25:00"
        error="Enter a time as HH:mm on the 24-hour clock, for example 09:30"
      />
      <TimeField label="Disabled" defaultValue="08:30" disabled />
    </div>
  ),
};

export const SingleTimeDark: Story = { ...SingleTime, parameters: dark };
