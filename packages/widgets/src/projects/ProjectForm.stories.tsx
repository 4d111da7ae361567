import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { dark, withWidgets } from '../stories/withWidgets';
import { sampleServices } from './fixtures';
import { ProjectForm } from './ProjectForm';

const meta = {
  title: 'Projects/ProjectForm',
  component: ProjectForm,
  decorators: [withWidgets],
  args: {
    mode: 'create',
    branches: [
      { id: 2, name: 'Vision' },
      { id: 3, name: 'Speech' },
    ],
    services: sampleServices,
    onSubmit: fn(() => Promise.resolve()),
    onCancel: fn(),
  },
  render: (args) => (
    <div style={{ maxWidth: '36rem' }}>
      <ProjectForm {...args} />
    </div>
  ),
} satisfies Meta<typeof ProjectForm>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Create: Story = {};

export const Update: Story = {
  args: {
    mode: 'update',
    initialValues: { name: 'ml-lab', branchId: 2, description: 'Vision models', serviceIds: [1, 3] },
  },
};

export const ServerValidation: Story = {
  args: {
    onSubmit: fn(() =>
      Promise.reject({
        status: 400,
        message: 'Validation failed',
        errors: { name: 'A project with this name exists' },
      }),
    ),
  },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: /Name/ }), 'ml-lab');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: /Branch/ }), 'Vision');
    await userEvent.click(canvas.getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(canvas.getByText('A project with this name exists')).toBeVisible());
  },
};

export const Dark: Story = { parameters: dark };
