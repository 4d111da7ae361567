// A static file server on loopback for pages a section builds; stops with `close()`.
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { extname, join, normalize } from 'node:path';
import { gzipSync } from 'node:zlib';

const types = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.svg': 'image/svg+xml' };

/** Serves `dir` on 127.0.0.1 (`port` 0 picks a free one); resolves to its origin and a `close`. */
export async function serveStatic(dir, port = 0) {
  const server = createServer(async (req, res) => {
    const path = normalize(decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname));
    const file = join(dir, path.endsWith('/') ? `${path}index.html` : path);
    try {
      const body = await readFile(file.startsWith(dir) ? file : join(dir, 'index.html'));
      const type = types[extname(file)] ?? 'application/octet-stream';
      // Compressed as any production host would serve it.
      if (/\bgzip\b/.test(String(req.headers['accept-encoding'])) && type.startsWith('text/')) {
        res.writeHead(200, { 'content-type': type, 'content-encoding': 'gzip' });
        res.end(gzipSync(body));
      } else {
        res.writeHead(200, { 'content-type': type });
        res.end(body);
      }
    } catch {
      // A single-page app answers every other path with its page.
      res.writeHead(200, { 'content-type': 'text/html' });
      res.end(await readFile(join(dir, 'index.html')));
    }
  });
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
  const address = server.address();
  return { origin: `http://127.0.0.1:${address.port}`, close: () => new Promise((r) => server.close(r)) };
}

/** The median of numbers. */
export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/** The Chromium the machine has, and the flags every section starts it with. */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const chromiumFlags = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
