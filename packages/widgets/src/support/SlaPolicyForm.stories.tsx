import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { withWidgets } from '../stories/withWidgets';
import { samplePolicy } from './fixtures';
import { SlaPolicyForm } from './SlaPolicyForm';

const meta = {
  title: 'Support/SlaPolicyForm',
  component: SlaPolicyForm,
  decorators: [withWidgets],
  args: { mode: 'create', defaultTimeZone: 'Europe/Zurich', onSubmit: fn(async () => {}), onCancel: fn() },
} satisfies Meta<typeof SlaPolicyForm>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Create: Story = {};
export const Update: Story = { args: { mode: 'update', policy: samplePolicy() } };
/** The server refuses the name: the message lands on the field. */
export const Conflict: Story = {
  args: {
    onSubmit: fn(async () => {
      throw Object.assign(new Error('Taken'), {
        status: 409,
        errors: { name: 'An SLA policy named Gold already exists here' },
      });
    }),
  },
};
