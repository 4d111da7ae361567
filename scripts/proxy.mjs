// A small loopback HTTP proxy for trying several admin API instances at once: round-robin over the
// upstreams, bodies streamed both ways (event streams included), X-Forwarded-For appended. A request
// whose upstream refuses the connection is tried on the next one, so stopping an instance is seamless.
import { createServer, request as httpRequest } from 'node:http';

/** Starts the proxy on `port` (loopback) in front of `upstreams` (ports on 127.0.0.1); resolves with the server. */
export function startProxy({ port, host = '127.0.0.1', upstreams }) {
  let next = 0;
  const server = createServer((req, res) => {
    const hop = req.socket.remoteAddress ?? '';
    const forwarded = req.headers['x-forwarded-for'] ? `${req.headers['x-forwarded-for']}, ${hop}` : hop;
    // Buffer small bodies so a refused connection can be retried elsewhere; API bodies are at most 256 KB.
    const chunks = [];
    req.on('data', (c) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      const attempt = (left) => {
        const upstream = upstreams[next++ % upstreams.length];
        const out = httpRequest(
          {
            host: '127.0.0.1',
            port: upstream,
            method: req.method,
            path: req.url,
            headers: { ...req.headers, 'x-forwarded-for': forwarded },
          },
          (answer) => {
            res.writeHead(answer.statusCode ?? 502, answer.headers);
            answer.pipe(res);
            res.on('close', () => answer.destroy());
          },
        );
        out.on('error', (error) => {
          if (res.headersSent) return res.destroy();
          if (left > 1 && (error.code === 'ECONNREFUSED' || error.code === 'ECONNRESET')) return attempt(left - 1);
          res.writeHead(502, { 'content-type': 'application/json', 'retry-after': '1' });
          res.end(JSON.stringify({ message: 'No admin API instance answered' }));
        });
        out.end(body);
      };
      attempt(upstreams.length);
    });
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve(server));
  });
}
