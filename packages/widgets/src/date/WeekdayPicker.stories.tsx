import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { dark, withWidgets } from '../stories/withWidgets';
import { WeekdayPicker } from './WeekdayPicker';

const meta = {
  title: 'Dates/WeekdayPicker',
  component: WeekdayPicker,
  decorators: [withWidgets],
  args: { label: 'Days', onValueChange: fn() },
} satisfies Meta<typeof WeekdayPicker>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const Filled: Story = {
  args: { defaultValue: [1, 2, 3, 4, 5], description: 'The deployment runs on these days.' },
};

export const RequiredAndEmptied: Story = {
  args: { required: true, defaultValue: [6] },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Saturday' }));
    await expect(args.onValueChange).toHaveBeenLastCalledWith([]);
    await expect(canvas.getByText('Pick at least one day')).toBeVisible();
  },
};

export const KeyboardToggle: Story = {
  play: async ({ canvas, args }) => {
    canvas.getByRole('button', { name: 'Monday' }).focus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight} ');
    await expect(args.onValueChange).toHaveBeenLastCalledWith([3]);
  },
};

export const Disabled: Story = { args: { defaultValue: [1, 3, 5], disabled: true } };

export const Dark: Story = {
  args: { defaultValue: [1, 2, 3, 4, 5], required: true },
  parameters: dark,
};

export const DarkInvalid: Story = {
  args: { defaultValue: [], required: true, error: 'Pick at least one day' },
  parameters: dark,
};
