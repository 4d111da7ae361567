// Runs in Chromium (bundled by ../stream.mjs): reads the same 100k-event stream three ways and reports
// events per second for each. Every reader ends with the event's data parsed from JSON, as the console's
// listeners receive it.
import { EventStream } from '@console/core/stream';
import { createParser } from 'eventsource-parser';

const total = () => Number(new URL(location.href).searchParams.get('events'));

/** Core's EventStream as the console runs it (leader tab: it also shares each chunk on a BroadcastChannel). */
async function ours(url) {
  const n = total();
  let seen = 0;
  const started = performance.now();
  await new Promise((resolve) => {
    const stream = new EventStream({ url, fetch: (u, init) => fetch(u, init), canConnect: () => true });
    stream.onMessage(() => {
      seen++;
      if (seen === n) {
        stream.close();
        resolve();
      }
    });
    stream.start();
  });
  return (n / (performance.now() - started)) * 1000;
}

/** fetch + eventsource-parser, the least a client can do. */
async function parser(url) {
  const n = total();
  let seen = 0;
  const started = performance.now();
  const response = await fetch(url, { headers: { accept: 'text/event-stream' } });
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  const p = createParser({
    onEvent: (event) => {
      JSON.parse(event.data);
      seen++;
    },
  });
  while (seen < n) {
    const { value, done } = await reader.read();
    if (done) break;
    p.feed(decoder.decode(value, { stream: true }));
  }
  await reader.cancel();
  return (seen / (performance.now() - started)) * 1000;
}

/** The browser's own EventSource. */
async function native(url) {
  const n = total();
  let seen = 0;
  const started = performance.now();
  await new Promise((resolve) => {
    const source = new EventSource(url);
    source.addEventListener('notification', (event) => {
      JSON.parse(event.data);
      seen++;
      if (seen === n) {
        source.close();
        resolve();
      }
    });
  });
  return (n / (performance.now() - started)) * 1000;
}

window.measure = async (which) => {
  // From a collected heap (the bench starts Chromium with --expose-gc), then a task later.
  globalThis.gc?.();
  await new Promise((r) => setTimeout(r, 0));
  return { ours, parser, native }[which]('/sse');
};
window.ready = true;
