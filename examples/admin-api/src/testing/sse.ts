/** One parsed server-sent event. */
export interface SseEvent {
  id?: string;
  event?: string;
  data?: string;
  comment?: string;
}

/** Reads server-sent events from a response body, one at a time, with a timeout per read. */
export function sseReader(body: ReadableStream<Uint8Array> | null) {
  if (!body) throw new Error('no body');
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  const events: SseEvent[] = [];

  const parse = () => {
    let index = buffer.indexOf('\n\n');
    while (index >= 0) {
      const block = buffer.slice(0, index);
      buffer = buffer.slice(index + 2);
      const event: SseEvent = {};
      for (const line of block.split('\n')) {
        if (line.startsWith(':')) event.comment = line.slice(1).trim();
        else {
          const colon = line.indexOf(':');
          const field = line.slice(0, colon);
          const value = line.slice(colon + 1).replace(/^ /, '');
          if (field === 'id' || field === 'event' || field === 'data') event[field] = value;
        }
      }
      events.push(event);
      index = buffer.indexOf('\n\n');
    }
  };

  return {
    /** The next event matching `predicate` (comments included), or a rejection after `timeoutMs`. */
    async next(
      predicate: (e: SseEvent) => boolean = (e) => e.event !== undefined,
      timeoutMs = 5000,
    ): Promise<SseEvent> {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = events.findIndex(predicate);
        if (found >= 0) return events.splice(0, found + 1)[found] as SseEvent;
        const left = deadline - Date.now();
        if (left <= 0) throw new Error('timed out waiting for an event');
        let timer: NodeJS.Timeout | undefined;
        const chunk = await Promise.race([
          reader.read(),
          new Promise<never>((_, reject) => {
            timer = setTimeout(() => reject(new Error('timed out waiting for an event')), left);
          }),
        ]).finally(() => clearTimeout(timer));
        if (chunk.done) throw new Error('stream ended');
        buffer += decoder.decode(chunk.value, { stream: true });
        parse();
      }
    },
    cancel: () => reader.cancel().catch(() => undefined),
  };
}
