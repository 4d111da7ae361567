import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { dark, withWidgets } from '../stories/withWidgets';
import { DateField } from './DateField';

const meta = {
  title: 'Dates/DateField',
  component: DateField,
  decorators: [withWidgets],
  // "Today" is pinned so the calendar shows the same month on every run.
  args: { label: 'Start date', today: '2026-11-18', onValueChange: fn() },
  render: (args) => (
    <div style={{ maxWidth: '20rem', minHeight: '26rem' }}>
      <DateField {...args} />
    </div>
  ),
} satisfies Meta<typeof DateField>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const Filled: Story = {
  args: { defaultValue: '2026-11-24', description: 'The first day the window applies.' },
};

export const Invalid: Story = {
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Start date' });
    await userEvent.type(input, '2026-02-30');
    await userEvent.tab();
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByText('Enter a date as YYYY-MM-DD')).toBeVisible();
  },
};

export const Required: Story = {
  args: { required: true, error: 'Enter a date' },
};

export const Disabled: Story = {
  args: { defaultValue: '2026-11-24', disabled: true },
};

/** Weekdays of November only: the calendar stops at the bounds and strikes out weekends and a holiday. */
export const MinMaxAndDisabledWeekdays: Story = {
  args: {
    label: 'Maintenance day',
    min: '2026-11-02',
    max: '2026-11-30',
    disabledWeekdays: [6, 7],
    disabledDates: ['2026-11-26'],
    description: 'A weekday in November, not Thanksgiving.',
  },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Open calendar for Maintenance day' }));
    const body = within(canvasElement.ownerDocument.body);
    await waitFor(() => expect(body.getByRole('grid', { name: 'November 2026' })).toBeVisible());
    await expect(body.getByRole('button', { name: 'Saturday, November 21st, 2026' })).toBeDisabled();
    await expect(body.getByRole('button', { name: 'Thursday, November 26th, 2026' })).toBeDisabled();
  },
};

export const OutOfBounds: Story = {
  args: { ...MinMaxAndDisabledWeekdays.args, label: 'Maintenance day', defaultValue: '2026-10-30' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('textbox', { name: 'Maintenance day' }));
    await userEvent.tab();
    await expect(canvas.getByText('Pick a date on or after 2026-11-02')).toBeVisible();
  },
};

export const Dark: Story = {
  args: { defaultValue: '2026-11-24', disabledWeekdays: [7] },
  parameters: dark,
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Open calendar for Start date' }));
    const body = within(canvasElement.ownerDocument.body);
    // Radix places the popover after measuring it; wait for that.
    await waitFor(() => expect(body.getByRole('dialog')).toBeVisible());
  },
};
