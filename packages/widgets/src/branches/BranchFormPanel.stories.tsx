import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { failingWrite, pendingGet, serveMockApi } from '../stories/serveMockApi';
import { withConsole } from '../stories/withConsole';
import { BranchFormPanel } from './BranchFormPanel';

/** Connected: inside a bare `ConsoleProvider`, against the mocked admin API; the one place a branch is saved. */
const meta = {
  title: 'Organizations/BranchFormPanel',
  component: BranchFormPanel,
  decorators: [withConsole],
  args: { organizationId: 1, onSaved: fn(), onCancel: fn() },
  beforeEach({ msw }) {
    serveMockApi(msw);
  },
} satisfies Meta<typeof BranchFormPanel>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  args: { organizationId: undefined, branchId: 10 },
  beforeEach({ msw }) {
    serveMockApi(msw, { before: [pendingGet('/branches/10')] });
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status')).toHaveTextContent('Loading…');
  },
};

/** Creates in the organization it is given. */
export const Create: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.type(await canvas.findByRole('textbox', { name: /Name/ }), 'Berlin');
    await userEvent.click(canvas.getByRole('button', { name: 'Create' }));
    await waitFor(() =>
      expect(args.onSaved).toHaveBeenCalledWith(expect.objectContaining({ name: 'Berlin', organizationId: 1 })),
    );
  },
};

/** Fetches the branch, then saves the change. */
export const Edit: Story = {
  args: { organizationId: undefined, branchId: 10 },
  play: async ({ canvas, args }) => {
    const name = await canvas.findByRole('textbox', { name: /Name/ });
    await waitFor(() => expect(name).toHaveValue('Research'));
    await userEvent.clear(name);
    await userEvent.type(name, 'Research Lisbon');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(args.onSaved).toHaveBeenCalledWith(expect.objectContaining({ id: 10, name: 'Research Lisbon' })),
    );
  },
};

/** A sibling's name comes back as a 409 on Name. */
export const FieldError: Story = {
  play: async ({ canvas, args }) => {
    const name = await canvas.findByRole('textbox', { name: /Name/ });
    await userEvent.type(name, 'Production');
    await userEvent.click(canvas.getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(name).toHaveAttribute('aria-invalid', 'true'));
    await expect(name).toHaveAccessibleDescription('A branch named Production already exists in this organization');
    await expect(args.onSaved).not.toHaveBeenCalled();
  },
};

export const SubmitError: Story = {
  args: { organizationId: undefined, branchId: 10 },
  beforeEach({ msw }) {
    serveMockApi(msw, { before: [failingWrite('put', '/branches/10', 403, 'You may not change this branch')] });
  },
  play: async ({ canvas, args }) => {
    const name = await canvas.findByRole('textbox', { name: /Name/ });
    await waitFor(() => expect(name).toHaveValue('Research'));
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('You may not change this branch');
    await expect(args.onSaved).not.toHaveBeenCalled();
  },
};
