// Diagnostic: the database statements of each raising POST, timed from the request's arrival (epoch ms).
import { appendFileSync } from 'node:fs';
import http from 'node:http';
import { epochNow } from '../src/notify/bus';

type Step = { what: string; from: number; to: number };
const steps: Step[] = [];
let arrived = 0;
let arrivedEnd = 0;

export async function installStepTrace(): Promise<(notificationId: number, heardAt: number, file: string) => void> {
  const origEmit = http.Server.prototype.emit as (this: http.Server, event: string, ...a: unknown[]) => boolean;
  http.Server.prototype.emit = function (this: http.Server, event: string, ...a: unknown[]) {
    if (event === 'request' && (a[0] as http.IncomingMessage).method === 'POST') {
      arrived = epochNow();
      steps.length = 0;
      (a[0] as http.IncomingMessage).once('end', () => {
        arrivedEnd = epochNow();
      });
    }
    return origEmit.call(this, event, ...a);
  } as typeof http.Server.prototype.emit;
  const wrap = (target: Record<string, unknown>, name: string, tag: string) => {
    const orig = target[name] as (...a: unknown[]) => unknown;
    target[name] = function (this: unknown, ...a: unknown[]) {
      const from = epochNow();
      const r = orig.apply(this, a) as Promise<unknown> | undefined;
      const first = a[0] as string | { text?: string } | undefined;
      const text = typeof first === 'string' ? first : (first?.text ?? '?');
      if (r && typeof r.then === 'function')
        r.then(
          () => steps.push({ what: `${tag} ${text.replace(/\s+/g, ' ').slice(0, 60)}`, from, to: epochNow() }),
          () => undefined,
        );
      return r;
    };
  };
  const { PGlite } = await import('@electric-sql/pglite');
  const proto = PGlite.prototype as unknown as Record<string, unknown>;
  wrap(proto, 'query', 'q');
  wrap(proto, 'exec', 'x');
  const origTx = proto.transaction as (...a: unknown[]) => Promise<unknown>;
  proto.transaction = async function (this: unknown, cb: (t: unknown) => Promise<unknown>) {
    const from = epochNow();
    try {
      return await origTx.call(this, async (tx: Record<string, unknown>) => {
        wrap(tx, 'query', ' tx.q');
        return cb(tx);
      });
    } finally {
      steps.push({ what: 'transaction', from, to: epochNow() });
    }
  };
  const pg = (await import('pg')).default;
  wrap(pg.Client.prototype as unknown as Record<string, unknown>, 'query', 'pg');
  wrap(pg.Pool.prototype as unknown as Record<string, unknown>, 'query', 'pool');
  return (notificationId, heardAt, file) => {
    const line = {
      notificationId,
      arrived,
      bodyEnd: arrivedEnd - arrived,
      heard: heardAt - arrived,
      steps: steps
        .filter((s) => s.from >= arrived)
        .sort((x, y) => x.from - y.from)
        .map((s) => [s.what, +(s.from - arrived).toFixed(2), +(s.to - s.from).toFixed(2)]),
    };
    appendFileSync(file, `${JSON.stringify(line)}\n`);
  };
}
