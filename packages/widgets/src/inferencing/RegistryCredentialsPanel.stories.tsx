import type { RegistryCredential } from '@console/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, HttpResponse, http } from 'msw';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { failingWrite } from '../stories/serveMockApi';
import { withConsole } from '../stories/withConsole';
import { RegistryCredentialsPanel } from './RegistryCredentialsPanel';

const base = '*/api/ai/inferencing/projects/credentials/';

/** The caller's registry credentials, secrets masked; saving a host that is not a registry is a 400 on `source`. */
function credentialsApi() {
  const rows: RegistryCredential[] = [
    { id: 1, source: 'ghcr.io', username: 'acme-bot', secretHint: '••••9f2a', updatedAt: '2026-01-05T09:00:00Z' },
  ];
  return [
    http.get(base, () => HttpResponse.json(rows)),
    http.post(base, async ({ request }) => {
      const body = (await request.json()) as { source: string; username: string; secret: string };
      if (body.source === 'example.com')
        return HttpResponse.json(
          { message: 'Validation failed', details: { source: 'No registry answers at example.com' } },
          { status: 400 },
        );
      const saved = {
        id: rows.length + 1,
        source: body.source,
        username: body.username,
        secretHint: '••••',
        updatedAt: '2026-01-05T10:00:00Z',
      };
      rows.push(saved);
      return HttpResponse.json(saved);
    }),
  ];
}

/** Connected: inside a bare `ConsoleProvider`, against the mocked admin API; the one place credentials are saved. */
const meta = {
  title: 'Inferencing/RegistryCredentialsPanel',
  component: RegistryCredentialsPanel,
  decorators: [withConsole],
  args: { onSaved: fn() },
  beforeEach({ msw }) {
    msw.use(...credentialsApi());
  },
} satisfies Meta<typeof RegistryCredentialsPanel>;
export default meta;

type Story = StoryObj<typeof meta>;

async function save(canvas: Parameters<NonNullable<Story['play']>>[0]['canvas'], source: string) {
  await userEvent.type(await canvas.findByRole('textbox', { name: /Registry host/ }), source);
  await userEvent.type(canvas.getByRole('textbox', { name: /User name/ }), 'acme-bot');
  await userEvent.type(canvas.getByLabelText(/Password or token/), 'secret-token');
  await userEvent.click(canvas.getByRole('button', { name: 'Save credentials' }));
}

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.get(base, async () => {
        await delay('infinite');
        return HttpResponse.json([]);
      }),
    );
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status')).toBeVisible();
  },
};

/** Lists the saved credentials (masked) and saves new ones. */
export const Create: Story = {
  play: async ({ canvas, args }) => {
    await expect(await canvas.findByText('ghcr.io')).toBeVisible();
    await save(canvas, 'registry.acme.test');
    await waitFor(() =>
      expect(args.onSaved).toHaveBeenCalledWith(expect.objectContaining({ source: 'registry.acme.test' })),
    );
    await expect(await canvas.findByText('registry.acme.test')).toBeVisible();
  },
};

/** The server's 400 names the registry: the message lands on that field. */
export const FieldError: Story = {
  play: async ({ canvas, args }) => {
    await save(canvas, 'example.com');
    const source = canvas.getByRole('textbox', { name: /Registry host/ });
    await waitFor(() => expect(source).toHaveAttribute('aria-invalid', 'true'));
    await expect(source).toHaveAccessibleDescription('No registry answers at example.com');
    await expect(args.onSaved).not.toHaveBeenCalled();
  },
};

export const SubmitError: Story = {
  beforeEach({ msw }) {
    msw.use(failingWrite('post', '/ai/inferencing/projects/credentials/', 503, 'The registry vault is unavailable'));
  },
  play: async ({ canvas, args }) => {
    await save(canvas, 'registry.acme.test');
    await expect(await canvas.findByRole('alert')).toHaveTextContent('The registry vault is unavailable');
    await expect(args.onSaved).not.toHaveBeenCalled();
  },
};
