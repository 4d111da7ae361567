import { describe, expect, it, vi } from 'vitest';
import { callbackResult, startCallback } from './earlyCallback';

describe('the early code exchange', () => {
  it('is the one the callback route takes, even once it has settled', async () => {
    const handleCallback = vi.fn(async () => ({ returnTo: '/org-module/branches' }));
    const then = vi.fn();
    startCallback({ handleCallback }, 'http://localhost/callback?code=c&state=s', then);
    await Promise.resolve();
    await Promise.resolve();
    expect(then).toHaveBeenCalledTimes(1);
    await expect(callbackResult({ handleCallback }, 'http://localhost/callback?code=c&state=s')).resolves.toEqual({
      returnTo: '/org-module/branches',
    });
    expect(handleCallback).toHaveBeenCalledTimes(1);
  });

  it('leaves a failure to the callback route, and exchanges another address anew', async () => {
    const handleCallback = vi.fn(async (url: string) => {
      if (url.includes('bad')) throw new Error('Invalid State');
      return { returnTo: '/' };
    });
    const then = vi.fn();
    startCallback({ handleCallback }, 'http://localhost/callback?state=bad', then);
    await expect(callbackResult({ handleCallback }, 'http://localhost/callback?state=bad')).rejects.toThrow(
      'Invalid State',
    );
    expect(then).not.toHaveBeenCalled();
    await callbackResult({ handleCallback }, 'http://localhost/callback?state=good');
    expect(handleCallback).toHaveBeenCalledTimes(2);
  });

  it('hands the exchange the page already sent to core, once', async () => {
    const handleCallback = vi.fn(async () => ({ returnTo: '/' }));
    const sent = { code: 'c', response: Promise.resolve(new Response('{}')) };
    window.__consoleCodeExchange = sent;
    startCallback({ handleCallback }, 'http://localhost/callback?code=c&state=t', () => {});
    expect(handleCallback).toHaveBeenCalledWith('http://localhost/callback?code=c&state=t', sent);
    expect(window.__consoleCodeExchange).toBeUndefined();
  });
});
