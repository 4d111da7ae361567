import { consolePath, expect, signIn, test } from './fixtures';

/** Where the end-to-end stack's JupyterHub listens (the public proxy). */
const hubUrl = `http://localhost:${process.env.E2E_HUB_PORT ?? 4185}`;

/** Whether the stack runs the real hub (ENGINES=local): its REST API answers. */
async function hubAnswers() {
  try {
    const res = await fetch(`${hubUrl}/hub/api/`, { signal: AbortSignal.timeout(3000) });
    return res.ok && ((await res.json()) as { version?: string }).version !== undefined;
  } catch {
    return false;
  }
}

test('a member starts a notebook on JupyterHub, opens it signed in, runs print(6*7) in a kernel, stops it, and its address no longer serves Jupyter', async ({
  page,
}) => {
  test.skip(!(await hubAnswers()), `The stack runs simulated engines: no JupyterHub answers at ${hubUrl}.`);
  test.setTimeout(120_000);
  const name = `live-${Date.now().toString(36)}`;
  await signIn(page, 'member');
  await page
    .getByRole('navigation', { name: /module/ })
    .getByRole('link', { name: 'Jupyter Notebooks' })
    .click();
  await expect.poll(() => consolePath(page)).toBe('/project-member-module/jupyter-notebooks');
  const main = page.getByRole('main');
  await main.getByRole('button', { name: 'Create notebook' }).click();
  const form = page.getByRole('form', { name: 'Create notebook' });
  await form.getByRole('textbox', { name: /Name/ }).fill(name);
  await form.getByRole('button', { name: 'Create notebook' }).click();

  const status = main.getByRole('region', { name: `Status of ${name}` });
  await expect(status.getByRole('status')).toContainText('Running', { timeout: 45_000 });

  // Open: a new tab lands on the member's own Jupyter server, signed in, with no credential left in its address.
  const popup = page.waitForEvent('popup');
  await status.getByRole('link', { name: `Open ${name}` }).click();
  const jupyter = await popup;
  await jupyter.waitForURL(/\/user\/u\d+\/nb\d+\/tree/, { timeout: 30_000 });
  expect(jupyter.url()).not.toMatch(/token=/);
  const serverUrl = jupyter.url().replace(/tree.*$/, '');
  expect(serverUrl.startsWith(hubUrl)).toBe(true);

  // A kernel runs print(6*7) through the server's REST API and kernel websocket, from the opened page's origin.
  const output = await jupyter.evaluate(async (base) => {
    const xsrf = document.cookie.match(/(?:^|; )_xsrf=([^;]*)/)?.[1] ?? '';
    const res = await fetch(`${base}api/kernels`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-XSRFToken': decodeURIComponent(xsrf) },
      body: JSON.stringify({ name: 'python3' }),
    });
    if (!res.ok) return `kernel: ${res.status}`;
    const kernel = (await res.json()) as { id: string };
    const ws = new WebSocket(`${base.replace(/^http/, 'ws')}api/kernels/${kernel.id}/channels`);
    const msgId = crypto.randomUUID();
    const text = await new Promise<string>((resolve) => {
      let out = '';
      const timer = setTimeout(() => resolve(`timeout: ${out}`), 30_000);
      ws.onopen = () =>
        ws.send(
          JSON.stringify({
            header: {
              msg_id: msgId,
              msg_type: 'execute_request',
              username: 'e2e',
              session: crypto.randomUUID(),
              version: '5.3',
              date: new Date().toISOString(),
            },
            parent_header: {},
            metadata: {},
            content: {
              code: 'print(6*7)',
              silent: false,
              store_history: false,
              user_expressions: {},
              allow_stdin: false,
            },
            channel: 'shell',
            buffers: [],
          }),
        );
      ws.onmessage = (event) => {
        const msg = JSON.parse(String(event.data)) as {
          msg_type: string;
          parent_header: { msg_id?: string };
          content: { text?: string; execution_state?: string };
        };
        if (msg.parent_header.msg_id !== msgId) return;
        if (msg.msg_type === 'stream') out += msg.content.text ?? '';
        if (msg.msg_type === 'status' && msg.content.execution_state === 'idle' && out) {
          clearTimeout(timer);
          resolve(out);
        }
      };
    });
    ws.close();
    return text;
  }, serverUrl);
  expect(output.trim()).toBe('42');

  // Stop: the server's process ends; its address no longer reaches a Jupyter server.
  await status.getByRole('button', { name: 'Stop' }).click();
  await expect(status.getByRole('status')).toContainText('Stopped', { timeout: 30_000 });
  const after = await jupyter.request.get(`${serverUrl}api/kernelspecs`, { maxRedirects: 0, failOnStatusCode: false });
  expect(after.status()).not.toBe(200);
  await jupyter.close();
});
