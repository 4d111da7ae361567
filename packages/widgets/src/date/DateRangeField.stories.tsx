import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { dark, withWidgets } from '../stories/withWidgets';
import { DateRangeField } from './DateRangeField';
import type { DateRange } from './dateRules';

const meta = {
  title: 'Dates/DateRangeField',
  component: DateRangeField,
  decorators: [withWidgets],
  args: { label: 'Period', today: '2026-11-18', onValueChange: fn() },
  render: (args) => (
    <div style={{ maxWidth: '36rem', minHeight: '28rem' }}>
      <DateRangeField {...args} />
    </div>
  ),
} satisfies Meta<typeof DateRangeField>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const FilledWithPresets: Story = {
  args: { presets: true, defaultValue: { from: '2026-11-12', to: '2026-11-18' }, description: 'Both days included.' },
};

export const EndBeforeStart: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Start date' }), '2026-11-10');
    await userEvent.type(canvas.getByRole('textbox', { name: 'End date' }), '2026-11-02');
    await userEvent.tab();
    await expect(canvas.getByText('Pick an end date after the start date')).toBeVisible();
  },
};

export const ServerMessage: Story = {
  args: {
    defaultValue: { from: '2026-12-20', to: '2026-12-31' },
    error: { range: 'This period overlaps the year-end freeze' },
  },
};

export const Disabled: Story = {
  args: { presets: true, defaultValue: { from: '2026-11-12', to: '2026-11-18' }, disabled: true },
};

/** Holidays of an SLA policy: weekdays from this month on, picked on the two-month calendar. */
export const MinMaxAndDisabledWeekdays: Story = {
  args: { label: 'Holiday', min: '2026-11-01', max: '2027-01-31', disabledWeekdays: [6, 7], presets: true },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Open calendar for Holiday' }));
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await body.findByRole('button', { name: 'Thursday, December 24th, 2026' }));
    await userEvent.click(body.getByRole('button', { name: 'Thursday, December 31st, 2026' }));
    await expect(canvas.getByRole('textbox', { name: 'End date' })).toHaveValue('2026-12-31');
  },
};

/** The cluster overview keeps the range in its address; only whole, ordered ranges reach it. */
function UrlBacked() {
  const [query, setQuery] = useState('from=2026-11-12&to=2026-11-18');
  const search = new URLSearchParams(query);
  const accept = (next: DateRange) => {
    const whole = /^\d{4}-\d{2}-\d{2}$/;
    if (whole.test(next.from) && whole.test(next.to) && next.from <= next.to) {
      setQuery(new URLSearchParams({ from: next.from, to: next.to }).toString());
    }
  };
  return (
    <div style={{ maxWidth: '36rem', minHeight: '28rem', display: 'grid', gap: '1rem' }}>
      <DateRangeField
        label="Period"
        today="2026-11-18"
        presets
        value={{ from: search.get('from') ?? '', to: search.get('to') ?? '' }}
        onValueChange={accept}
      />
      <p>
        Address: <output>?{query}</output>
      </p>
    </div>
  );
}

export const KeptInTheUrl: Story = {
  render: () => <UrlBacked />,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Last 30 days' }));
    await expect(canvas.getByRole('status')).toHaveTextContent('?from=2026-10-20&to=2026-11-18');
  },
};

export const Dark: Story = {
  args: { presets: true, defaultValue: { from: '2026-11-12', to: '2026-11-18' } },
  parameters: dark,
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Open calendar for Period' }));
    const body = within(canvasElement.ownerDocument.body);
    // Radix places the popover after measuring it; wait for that.
    await waitFor(() => expect(body.getByRole('dialog')).toBeVisible());
  },
};
