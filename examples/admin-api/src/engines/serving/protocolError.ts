import type { ServerResponse } from 'node:http';

/**
 * A protocol error answered as the Open Inference Protocol words it (`{"error": ...}`), with `WWW-Authenticate` on a
 * 401. Written by the API's relay and by a replica serving a handed-off connection alike; no other import, so a
 * model server loads it without the API's modules.
 */
export function writeProtocolError(res: ServerResponse, status: number, error: string) {
  const body = JSON.stringify({ error });
  const headers: Record<string, string | number> = {
    'Content-Type': 'application/json',
    'Content-Length': Buffer.byteLength(body),
  };
  if (status === 401) headers['WWW-Authenticate'] = 'Bearer';
  res.writeHead(status, headers);
  res.end(body);
}
