import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { dark, withWidgets } from '../stories/withWidgets';
import { OrganizationForm } from './OrganizationForm';

const meta = {
  title: 'Organizations/OrganizationForm',
  component: OrganizationForm,
  decorators: [withWidgets],
  args: { mode: 'create', onSubmit: fn(() => Promise.resolve()), onCancel: fn() },
  render: (args) => (
    <div style={{ maxWidth: '32rem' }}>
      <OrganizationForm {...args} />
    </div>
  ),
} satisfies Meta<typeof OrganizationForm>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Create: Story = {};

export const Update: Story = {
  args: {
    mode: 'update',
    initialValues: {
      name: 'Acme Research',
      description: 'Vision and speech',
      contactEmail: 'ops@acme.test',
      logo: null,
    },
  },
};

export const ClientValidation: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(canvas.getByText('Enter a name')).toBeVisible());
  },
};

export const ServerValidation: Story = {
  args: {
    onSubmit: fn(() =>
      Promise.reject({
        status: 400,
        message: 'Validation failed',
        errors: { name: 'An organization with this name exists', quota: 'Organization limit reached' },
      }),
    ),
  },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: /Name/ }), 'Acme');
    await userEvent.click(canvas.getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(canvas.getByText('An organization with this name exists')).toBeVisible());
    await expect(canvas.getByRole('alert')).toHaveTextContent('quota: Organization limit reached');
  },
};

export const Dark: Story = { parameters: dark };
