import type { ProjectService } from '@console/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { failingGet, failingWrite, pendingGet, type StoryMsw, serveMockApi } from '../stories/serveMockApi';
import { withConsole } from '../stories/withConsole';
import { ProjectServicesPanel } from './ProjectServicesPanel';

const updatedAt = '2026-01-05T09:30:00Z';
const registry: ProjectService = {
  serviceId: 1,
  key: 'harbor',
  name: 'Container registry',
  status: 'READY',
  quota: 50,
  used: 12,
  updatedAt,
};

/** Vision Lab with a container registry; object storage is in the catalogue but not in the project. */
function serveProject(msw: StoryMsw, before: Parameters<typeof serveMockApi>[1] = {}) {
  const db = serveMockApi(msw, {
    ...before,
    change: (d) => {
      const vision = d.projects.find((p) => p.id === 100);
      if (vision) vision.services = [registry];
    },
  });
  const vision = () => db.projects.find((p) => p.id === 100);
  // Handlers used later answer first: the story's own failing calls go in again ahead of the services ones.
  msw.use(
    ...(before.before ?? []),
    http.get('*/api/workspace/project/100/service', () => HttpResponse.json([{ id: 3, name: 'Object storage' }])),
    http.post('*/api/workspace/project/100/service', () => {
      vision()?.services.push({ ...registry, serviceId: 3, key: 'minio', name: 'Object storage', used: 0 });
      return HttpResponse.json(vision());
    }),
    http.delete('*/api/workspace/project/100/service', ({ request }) => {
      const serviceId = Number(new URL(request.url).searchParams.get('serviceId'));
      const p = vision();
      if (p) p.services = p.services.filter((s) => s.serviceId !== serviceId);
      return HttpResponse.json({ message: 'Removed' });
    }),
  );
}

/** Connected: inside a bare `ConsoleProvider`, against the mocked admin API; the one place services are changed. */
const meta = {
  title: 'Projects/ProjectServicesPanel',
  component: ProjectServicesPanel,
  decorators: [withConsole],
  args: { projectId: 100, onRemoved: fn() },
  beforeEach({ msw }) {
    serveProject(msw);
  },
} satisfies Meta<typeof ProjectServicesPanel>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  beforeEach({ msw }) {
    serveProject(msw, { before: [pendingGet('/workspace/project/100')] });
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status')).toBeVisible();
  },
};

/** Adds object storage, then removes the registry after confirmation. */
export const Edit: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    await expect(await canvas.findByText('Container registry')).toBeVisible();
    await userEvent.selectOptions(await canvas.findByRole('combobox', { name: 'Service to add' }), 'Object storage');
    await userEvent.click(canvas.getByRole('button', { name: 'Add service' }));
    await expect(await canvas.findByText('Object storage')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Remove Container registry' }));
    const dialog = within(await within(canvasElement.ownerDocument.body).findByRole('alertdialog'));
    await userEvent.click(dialog.getByRole('button', { name: 'Remove' }));
    await waitFor(() =>
      expect(args.onRemoved).toHaveBeenCalledWith(expect.objectContaining({ name: 'Container registry' })),
    );
  },
};

/** A refused removal stays in the confirmation with the server's reason. */
export const SubmitError: Story = {
  beforeEach({ msw }) {
    serveProject(msw, {
      before: [failingWrite('delete', '/workspace/project/100/service', 409, 'The registry still holds images')],
    });
  },
  play: async ({ canvas, canvasElement, args }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Remove Container registry' }));
    const dialog = within(await within(canvasElement.ownerDocument.body).findByRole('alertdialog'));
    await userEvent.click(dialog.getByRole('button', { name: 'Remove' }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent('The registry still holds images');
    await expect(args.onRemoved).not.toHaveBeenCalled();
  },
};

export const LoadError: Story = {
  beforeEach({ msw }) {
    serveProject(msw, { before: [failingGet('/workspace/project/100', 403, 'You may not see this project')] });
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('You may not see this project');
  },
};
