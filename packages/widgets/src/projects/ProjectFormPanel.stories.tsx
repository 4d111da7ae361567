import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { failingWrite, pendingGet, serveMockApi } from '../stories/serveMockApi';
import { withConsole } from '../stories/withConsole';
import { ProjectFormPanel } from './ProjectFormPanel';

/** Connected: inside a bare `ConsoleProvider`, against the mocked admin API; the one place a project is saved. */
const meta = {
  title: 'Projects/ProjectFormPanel',
  component: ProjectFormPanel,
  decorators: [withConsole],
  args: { branchId: 10, onSaved: fn(), onCancel: fn() },
  beforeEach({ msw }) {
    serveMockApi(msw);
  },
} satisfies Meta<typeof ProjectFormPanel>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  args: { branchId: undefined, projectId: 100 },
  beforeEach({ msw }) {
    serveMockApi(msw, { before: [pendingGet('/workspace/project/100')] });
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status')).toHaveTextContent('Loading…');
  },
};

/** Offers the branches of its scope the user administers (here only Research), then creates there. */
export const Create: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.type(await canvas.findByRole('textbox', { name: /Name/ }), 'Robotics');
    await userEvent.click(canvas.getByRole('button', { name: 'Create' }));
    await waitFor(() =>
      expect(args.onSaved).toHaveBeenCalledWith(expect.objectContaining({ name: 'Robotics', branchId: 10 })),
    );
  },
};

/** Fetches the project, then saves its name, description and logo. */
export const Edit: Story = {
  args: { branchId: undefined, projectId: 100 },
  play: async ({ canvas, args }) => {
    const name = await canvas.findByRole('textbox', { name: /Name/ });
    await waitFor(() => expect(name).toHaveValue('Vision Lab'));
    await userEvent.clear(name);
    await userEvent.type(name, 'Vision Lab 2');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(args.onSaved).toHaveBeenCalledWith(expect.objectContaining({ id: 100, name: 'Vision Lab 2' })),
    );
  },
};

/** A sibling's name comes back as a 409 on Name. */
export const FieldError: Story = {
  play: async ({ canvas, args }) => {
    const name = await canvas.findByRole('textbox', { name: /Name/ });
    await userEvent.type(name, 'Speech Lab');
    await userEvent.click(canvas.getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(name).toHaveAttribute('aria-invalid', 'true'));
    await expect(name).toHaveAccessibleDescription('A project named Speech Lab already exists in this branch');
    await expect(args.onSaved).not.toHaveBeenCalled();
  },
};

export const SubmitError: Story = {
  beforeEach({ msw }) {
    serveMockApi(msw, { before: [failingWrite('post', '/workspace/project', 503, 'Provisioning is unavailable')] });
  },
  play: async ({ canvas, args }) => {
    await userEvent.type(await canvas.findByRole('textbox', { name: /Name/ }), 'Robotics');
    await userEvent.click(canvas.getByRole('button', { name: 'Create' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Provisioning is unavailable');
    await expect(args.onSaved).not.toHaveBeenCalled();
  },
};

/** Nowhere to create: the scope has no branch the user administers. */
export const NoBranch: Story = {
  args: { branchId: 999 },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No branch to create a project in')).toBeVisible();
  },
};
