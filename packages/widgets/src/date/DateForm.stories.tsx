import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { dark, withWidgets } from '../stories/withWidgets';
import { UptimeForm, type UptimeValues } from './fixtures';

/** Posts the window to the admin API; a 400's details land on the fields, as with core's ConsoleError. */
async function save(values: UptimeValues) {
  const res = await fetch('/api/scheduled-uptime', { method: 'POST', body: JSON.stringify(values) });
  if (!res.ok) {
    const body = (await res.json()) as { message: string; details?: unknown };
    throw { status: res.status, message: body.message, errors: body.details };
  }
}

const meta = {
  title: 'Dates/Form: scheduled uptime window',
  component: UptimeForm,
  decorators: [withWidgets],
  args: { submit: save },
  render: (args) => (
    <div style={{ maxWidth: '36rem' }}>
      <UptimeForm {...args} />
    </div>
  ),
} satisfies Meta<typeof UptimeForm>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const ClientValidation: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Start time' }), '18:00');
    await userEvent.type(canvas.getByRole('textbox', { name: 'End time' }), '08:00');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(canvas.getByText('Pick at least one day')).toBeVisible());
    await expect(canvas.getByText('Pick an end time after the start time')).toBeVisible();
    await expect(canvas.getByText('Enter a date')).toBeVisible();
  },
};

export const ServerValidation: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.post('/api/scheduled-uptime', () =>
        HttpResponse.json(
          { message: 'Validation failed', details: { 'window.end': ['Windows end by 20:00 on this plan'] } },
          { status: 400 },
        ),
      ),
    );
  },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Monday' }));
    await userEvent.type(canvas.getByRole('textbox', { name: 'Start time' }), '08:00');
    await userEvent.type(canvas.getByRole('textbox', { name: 'End time' }), '22:00');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Time zone' }), 'UTC');
    await userEvent.click(canvas.getByRole('button', { name: 'Open calendar for Starts on' }));
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await body.findByRole('button', { name: 'Monday, November 23rd, 2026' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(canvas.getByText('Windows end by 20:00 on this plan')).toBeVisible());
  },
};

export const Dark: Story = { parameters: dark };
