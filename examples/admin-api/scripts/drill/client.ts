/** A live-notification client for the drills: reconnects with backoff and resumes from Last-Event-ID. */
export interface LiveClient {
  /** Contents of every notification received, by id (a replayed id is counted once). */
  received: Map<number, string>;
  /** Final `reconnect` events received (a server shutting down). */
  finals: number;
  /** Answers other than 200 to stream requests, by status (0: connection refused or reset). */
  refusals: Map<number, number>;
  /** Resolves once the first connection is open. */
  ready: Promise<void>;
  stop(): Promise<void>;
}

/** Options of one client. */
export interface LiveClientOptions {
  url: string;
  headers: () => Record<string, string>;
  /** Reconnect after the stream ends (default true); false stops after the first connection. */
  reconnect?: boolean;
}

/** Opens the stream at `url` and keeps it open until `stop()`, as core's stream does in a browser. */
export function liveClient(o: LiveClientOptions): LiveClient {
  const received = new Map<number, string>();
  const refusals = new Map<number, number>();
  let lastId: string | undefined;
  let stopped = false;
  let controller = new AbortController();
  let markReady = () => {};
  const ready = new Promise<void>((resolve) => {
    markReady = resolve;
  });
  const client: LiveClient = { received, finals: 0, refusals, ready, stop: async () => {} };
  const refuse = (status: number) => refusals.set(status, (refusals.get(status) ?? 0) + 1);

  const readOnce = async () => {
    const headers = { ...o.headers(), accept: 'text/event-stream', ...(lastId ? { 'last-event-id': lastId } : {}) };
    const res = await fetch(o.url, { headers, signal: controller.signal });
    if (res.status !== 200 || !res.body) {
      refuse(res.status);
      await res.body?.cancel().catch(() => undefined);
      return false;
    }
    const reader = res.body.getReader();
    const decoder = new TextDecoder();
    let buffer = '';
    for (;;) {
      const { value, done } = await reader.read();
      if (done) return true;
      buffer += decoder.decode(value, { stream: true });
      for (let at = buffer.indexOf('\n\n'); at >= 0; at = buffer.indexOf('\n\n')) {
        const block = buffer.slice(0, at);
        buffer = buffer.slice(at + 2);
        const fields = new Map<string, string>();
        for (const line of block.split('\n')) {
          if (line === ': connected') markReady();
          const colon = line.indexOf(':');
          if (colon > 0) fields.set(line.slice(0, colon), line.slice(colon + 1).replace(/^ /, ''));
        }
        const id = fields.get('id');
        if (fields.get('event') === 'notification' && id) {
          lastId = id;
          received.set(Number(id), (JSON.parse(fields.get('data') ?? '{}') as { content?: string }).content ?? '');
        }
        if (fields.get('event') === 'reconnect') {
          client.finals++;
          await reader.cancel().catch(() => undefined);
          return true;
        }
      }
    }
  };

  const loop = (async () => {
    for (let failures = 0; !stopped; ) {
      let healthy = false;
      try {
        healthy = await readOnce();
      } catch {
        if (!stopped) refuse(0);
      }
      if (stopped || o.reconnect === false) return;
      failures = healthy ? 0 : failures + 1;
      // Full jitter under 100 ms doubling to 2 s: prompt, without a whole crowd arriving at once.
      await new Promise((r) => setTimeout(r, Math.random() * Math.min(2000, 100 * 2 ** failures)));
    }
  })();

  client.stop = async () => {
    stopped = true;
    controller.abort();
    controller = new AbortController();
    await loop;
  };
  return client;
}
