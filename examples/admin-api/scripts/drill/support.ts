import { readConfig, type ServerConfig } from '../../src/config';
import { CONSOLE_ORIGIN, exchangeCode, signIn, type TokenSet } from '../../src/idp/test-browser';
import { type LiveClient, liveClient } from './client';

/** What one drill reports: what was sent, what arrived, what was lost, and server errors nobody expected. */
export interface DrillResult {
  drill: string;
  sent: number;
  received: number;
  lost: number;
  unexpected5xx: number;
  note: string;
  /** False when the drill saw something else go wrong (a limit that never tripped, a refused connection). */
  ok?: boolean;
}

/** A configuration on loopback; ports and the database come from the caller. */
export function drillConfig(env: Record<string, string>): ServerConfig {
  return readConfig({ HOST: '127.0.0.1', DATA_DIR: 'memory://', CONSOLE_ORIGIN, ...env });
}

/** A bearer header for a demo account, by a real PKCE sign-in at `issuer`. */
export async function bearer(issuer: string, email = 'org.admin@demo.test') {
  const { code, verifier } = await signIn(issuer, email);
  const tokens = (await (await exchangeCode(issuer, code, verifier)).json()) as TokenSet;
  return { Authorization: `Bearer ${tokens.access_token}` };
}

/** Creates branches in the caller's first organization: each raises a `branch.created` notification. */
export async function brancher(apiUrl: string, auth: Record<string, string>) {
  const orgs = (await (await fetch(`${apiUrl}/organizations`, { headers: auth })).json()) as {
    items: { id: number }[];
  };
  const organizationId = orgs.items[0]?.id;
  return async (name: string) => {
    try {
      const res = await fetch(`${apiUrl}/branches`, {
        method: 'POST',
        headers: { ...auth, 'Content-Type': 'application/json' },
        body: JSON.stringify({ organizationId, name }),
      });
      await res.body?.cancel().catch(() => undefined);
      return res.status;
    } catch {
      return 0;
    }
  };
}

/** Tallies statuses; 503 while a dependency is down and 429 past a limit are expected, other 5xx are not. */
export class Tally {
  readonly byStatus = new Map<number, number>();
  add(status: number) {
    this.byStatus.set(status, (this.byStatus.get(status) ?? 0) + 1);
  }
  unexpected5xx(expected: number[] = [503]) {
    return [...this.byStatus].filter(([s]) => s >= 500 && !expected.includes(s)).reduce((n, [, c]) => n + c, 0);
  }
  toString() {
    return [...this.byStatus]
      .sort(([a], [b]) => a - b)
      .map(([s, c]) => `${s === 0 ? 'refused' : s}:${c}`)
      .join(' ');
  }
}

/** Starts `count` clients on the stream at `url` and waits until they are all connected. */
export async function clients(url: string, auth: Record<string, string>, count: number, reconnect = true) {
  const list: LiveClient[] = Array.from({ length: count }, () => liveClient({ url, headers: () => auth, reconnect }));
  await Promise.all(list.map((c) => c.ready));
  return list;
}

/** Waits until every client has a notification for each sent name, or `ms` passed; returns the names each lacks. */
export async function missing(list: LiveClient[], names: string[], ms = 15_000) {
  const deadline = Date.now() + ms;
  const lacking = () =>
    list.map((c) => {
      const contents = [...c.received.values()].join('\n');
      return names.filter((n) => !contents.includes(n));
    });
  while (Date.now() < deadline && lacking().some((l) => l.length > 0)) await new Promise((r) => setTimeout(r, 200));
  return lacking();
}

/** Sleeps. */
export const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Waits for every client to have every sent name, stops them, and reports each missing one as lost. */
export async function delivery(
  drill: string,
  list: LiveClient[],
  sent: string[],
  unexpected5xx: number,
  note: string,
): Promise<DrillResult> {
  const lacking = await missing(list, sent);
  await Promise.all(list.map((c) => c.stop()));
  const lost = lacking.reduce((n, l) => n + l.length, 0);
  const total = sent.length * list.length;
  return { drill, sent: total, received: total - lost, lost, unexpected5xx, note };
}
