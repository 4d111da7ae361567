import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { dark, withWidgets } from '../stories/withWidgets';
import { TimeZoneSelect } from './TimeZoneSelect';

const meta = {
  title: 'Dates/TimeZoneSelect',
  component: TimeZoneSelect,
  decorators: [withWidgets],
  // A fixed moment keeps the offsets in the labels the same on every run.
  args: { label: 'Time zone', at: new Date(Date.UTC(2026, 10, 18, 12)), onValueChange: fn() },
  render: (args) => (
    <div style={{ maxWidth: '24rem' }}>
      <TimeZoneSelect {...args} />
    </div>
  ),
} satisfies Meta<typeof TimeZoneSelect>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const Filled: Story = {
  args: { defaultValue: 'Europe/Berlin', description: 'Business hours are counted in this zone.' },
};

export const Pick: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Time zone' }), 'Asia/Tokyo');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('Asia/Tokyo');
  },
};

export const Invalid: Story = { args: { required: true, error: 'Pick a time zone' } };

/** A server's list of zones instead of the browser's. */
export const ChosenZones: Story = { args: { zones: ['UTC', 'Europe/London', 'America/Chicago'], defaultValue: 'UTC' } };

export const Disabled: Story = { args: { defaultValue: 'America/New_York', disabled: true } };

export const Dark: Story = { args: { defaultValue: 'Asia/Kolkata' }, parameters: dark };
