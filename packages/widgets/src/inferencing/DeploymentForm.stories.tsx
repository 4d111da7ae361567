import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { dark, withWidgets } from '../stories/withWidgets';
import { DeploymentForm } from './DeploymentForm';
import { DeploymentPermissions } from './DeploymentPermissions';
import { sampleDeployment, sampleModel, sampleModels } from './fixtures';
import { RegistryCredentials } from './RegistryCredentials';

const models = sampleModels(5);
const meta = {
  title: 'Inferencing/DeploymentForm',
  component: DeploymentForm,
  decorators: [withWidgets],
  args: { mode: 'create', models, onSubmit: fn(async () => undefined), onCancel: fn() },
} satisfies Meta<typeof DeploymentForm>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Create: Story = {};

/** Opened from the catalog's Deploy: prefilled with the model. */
export const FromCatalog: Story = { args: { model: sampleModel(1) } };

export const Update: Story = { args: { mode: 'update', deployment: sampleDeployment(1) } };

export const CustomImage: Story = {
  args: {
    mode: 'update',
    deployment: sampleDeployment(3, {
      sourceType: 'CUSTOM',
      image: 'registry.acme.example/vision/detector:2.3',
      modelPath: '/models/detector',
      predefinedModelId: null,
    }),
  },
};

/** The server refuses the name: its 409 lands on the field. */
export const ServerConflict: Story = {
  args: {
    model: sampleModel(1),
    onSubmit: fn(() =>
      Promise.reject({
        status: 409,
        message: 'Taken',
        errors: { name: 'A deployment named phi-3-mini already exists in this project' },
      }),
    ),
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Deploy' }));
    await expect(await canvas.findByText('A deployment named phi-3-mini already exists in this project')).toBeVisible();
  },
};

export const Dark: Story = { args: { model: sampleModel(1) }, parameters: dark };

export const Permissions: Story = {
  render: () => (
    <DeploymentPermissions
      permissions={[{ userId: 5, name: 'Max Member', email: 'member@demo.test', access: 'CALL' }]}
      people={[
        { id: 5, name: 'Max Member', email: 'member@demo.test' },
        { id: 6, name: 'Mia Member', email: 'mia@example.test' },
      ]}
      onSave={fn(async () => undefined)}
    />
  ),
};
export const PermissionsEmpty: Story = { render: () => <DeploymentPermissions permissions={[]} people={[]} /> };

export const Credentials: Story = {
  render: () => (
    <RegistryCredentials
      credentials={[
        {
          id: 1,
          source: 'registry.acme.example',
          username: 'robot',
          secretHint: '••••3f9a',
          updatedAt: '2026-01-05T09:00:00.000Z',
        },
      ]}
      onSave={fn(async () => undefined)}
    />
  ),
};
export const CredentialsEmpty: Story = { render: () => <RegistryCredentials credentials={[]} onSave={fn()} /> };
