import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../config';
import { CONSOLE_ORIGIN, exchangeCode, signIn, type TokenSet } from '../idp/test-browser';
import { type Stack, startStack } from '../stack';
import { sseReader } from '../testing/sse';

describe('graceful shutdown', () => {
  let stack: Stack;
  let auth: Record<string, string>;
  let stopped = false;

  beforeAll(async () => {
    const config = readConfig({
      API_PORT: '0',
      IDP_PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: 'memory://',
      CONSOLE_ORIGIN,
      RATE_LIMITS: 'off',
    });
    stack = await startStack(config, { log: false });
    const { code, verifier } = await signIn(stack.issuer, 'member@demo.test');
    const token = ((await (await exchangeCode(stack.issuer, code, verifier)).json()) as TokenSet).access_token;
    auth = { Authorization: `Bearer ${token}` };
  });
  afterAll(async () => {
    if (!stopped) await stack?.stop();
  });

  it('sends every stream a final reconnect event, refuses new streams, and stops in well under the forced 9 s', async () => {
    const streams = await Promise.all(
      Array.from({ length: 20 }, async () => {
        const res = await fetch(`${stack.apiUrl}/notifications/sse`, { headers: auth });
        expect(res.status).toBe(200);
        const events = sseReader(res.body);
        await events.next((e) => e.event === 'resume');
        return events;
      }),
    );
    const started = Date.now();
    const stopping = stack.stop();
    stopped = true;
    const finals = await Promise.all(streams.map((events) => events.next((e) => e.event !== undefined, 3000)));
    for (const final of finals) expect(final).toMatchObject({ event: 'reconnect', data: '{"reason":"shutdown"}' });
    // A client reconnecting at once must not hold the stopping server open.
    const again = await fetch(`${stack.apiUrl}/notifications/sse`, { headers: auth }).then(
      (res) => res.status,
      () => 'refused',
    );
    expect([503, 'refused']).toContain(again);
    await stopping;
    expect(Date.now() - started).toBeLessThan(3000);
  });
});
