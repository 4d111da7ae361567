import type { IncomingMessage } from 'node:http';
import type { Context, MiddlewareHandler } from 'hono';
import type { Limits, Rate } from '../limits';
import { addressOf } from './clientAddress';
import { ApiError } from './errors';

export { addressOf };

/** Bound on remembered keys; the fullest buckets (idle clients) are forgotten first. */
const MAX_KEYS = 50_000;

/** Token buckets keyed by client, user or recipient: `take` spends one or says how long to wait. */
export class Buckets {
  private readonly buckets = new Map<string, { tokens: number; at: number }>();
  constructor(
    private readonly rate: Rate,
    private readonly now: () => number = Date.now,
  ) {}

  /** Spends one request for `key`; returns 0 when allowed, else the whole seconds until one is. */
  take(key: string): number {
    const { count, seconds } = this.rate;
    const perMs = count / (seconds * 1000);
    const now = this.now();
    const b = this.buckets.get(key) ?? { tokens: count, at: now };
    b.tokens = Math.min(count, b.tokens + (now - b.at) * perMs);
    b.at = now;
    if (!this.buckets.has(key)) this.forgetIdle();
    this.buckets.set(key, b);
    if (b.tokens >= 1) {
      b.tokens -= 1;
      return 0;
    }
    return Math.max(1, Math.ceil((1 - b.tokens) / perMs / 1000));
  }

  /** Gives back the request `take` spent for `key` (the request was refused, so it must not cost a budget). */
  give(key: string): void {
    const b = this.buckets.get(key);
    if (b) b.tokens = Math.min(this.rate.count, b.tokens + 1);
  }

  private forgetIdle() {
    if (this.buckets.size < MAX_KEYS) return;
    const now = this.now();
    const full = this.rate.count / (this.rate.seconds * 1000);
    for (const [key, b] of this.buckets) {
      if (b.tokens + (now - b.at) * full >= this.rate.count) this.buckets.delete(key);
    }
    // Still full of active clients: drop the oldest rather than grow without bound.
    while (this.buckets.size >= MAX_KEYS) {
      const oldest = this.buckets.keys().next();
      if (oldest.done) break;
      this.buckets.delete(oldest.value);
    }
  }
}

/** 429 with `Retry-After`, for the error handler to answer. */
export class TooManyRequests extends ApiError {
  constructor(
    readonly retryAfterSeconds: number,
    what = 'requests',
  ) {
    super(429, `Too many ${what}; try again in ${retryAfterSeconds} s`, undefined, {
      'Retry-After': String(retryAfterSeconds),
    });
  }
}

/**
 * The peer address of requests a model server relayed to the API from a connection handed to it
 * (`areas/deployments/inference/handOff.ts`): the client's, not the model server's loopback one.
 */
export const relayedPeers = new WeakMap<IncomingMessage, string>();

/** The client address: the socket's, or the last `X-Forwarded-For` hop when a proxy of ours is trusted. */
export function clientAddress(c: Context, trustProxy: boolean): string {
  const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;
  const peer = incoming ? (relayedPeers.get(incoming) ?? incoming.socket?.remoteAddress) : undefined;
  return addressOf(c.req.header('x-forwarded-for'), peer, trustProxy);
}

/** {@link clientAddress} of a request Node's server holds (before the app sees it). */
export function nodeClientAddress(req: IncomingMessage, trustProxy: boolean): string {
  const forwarded = req.headers['x-forwarded-for'];
  return addressOf(
    Array.isArray(forwarded) ? forwarded.join(',') : forwarded,
    relayedPeers.get(req) ?? req.socket.remoteAddress,
    trustProxy,
  );
}

/** Open streams per user, so one account cannot hold the server's connections. */
export class StreamSlots {
  private readonly open = new Map<number, number>();
  constructor(private readonly max: number) {}
  /** A release function when the user may open one more stream, undefined at the cap. */
  acquire(userId: number): (() => void) | undefined {
    const n = this.open.get(userId) ?? 0;
    if (n >= this.max) return undefined;
    this.open.set(userId, n + 1);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const left = (this.open.get(userId) ?? 1) - 1;
      if (left > 0) this.open.set(userId, left);
      else this.open.delete(userId);
    };
  }
}

/** Paths whose requests raise notifications for someone else, and how to name that someone. */
const NOTIFYING: { method: string; path: RegExp; target: (c: Context) => Promise<string | undefined> }[] = [
  {
    method: 'POST',
    path: /^\/users\/reset\/?$/,
    target: async (c) => {
      const body = (await c.req.json().catch(() => undefined)) as { email?: unknown } | undefined;
      return typeof body?.email === 'string' ? `email:${body.email.trim().toLowerCase()}` : undefined;
    },
  },
  { method: 'POST', path: /^\/users\/(\d+)\/reinvite\/?$/, target: async (c) => `user:${c.req.path.split('/')[2]}` },
];

/** The API's rate limits as middleware, built from `Limits`. */
export function createRateLimits(limits: Limits, o: { now?: () => number; exempt?: ReadonlySet<string> } = {}) {
  const now = o.now ?? Date.now;
  const exempt = o.exempt ?? new Set<string>();
  const perIp = new Buckets(limits.perIp, now);
  const perUser = new Buckets(limits.perUser, now);
  const notifyPerUser = new Buckets(limits.notifyPerUser, now);
  const notifyPerTarget = new Buckets(limits.notifyPerTarget, now);
  const off: MiddlewareHandler = async (_c, next) => next();
  const check = (wait: number, what?: string) => {
    if (wait > 0) throw new TooManyRequests(wait, what);
  };
  return {
    streams: new StreamSlots(limits.enabled ? limits.streamsPerUser : Number.POSITIVE_INFINITY),
    /** Before authentication: every request counts against its client address. */
    byAddress: (limits.enabled
      ? async (c, next) => {
          if (c.req.method !== 'OPTIONS' && !exempt.has(c.req.path))
            check(perIp.take(clientAddress(c, limits.trustProxy)));
          await next();
        }
      : off) as MiddlewareHandler,
    /**
     * The same budget as `byAddress`, spent by a request answered before the app (the inference endpoint's infer
     * call): false when it is spent, and the app then answers the 429. Undefined when limits are off.
     */
    withinAddressBudget: limits.enabled
      ? (req: IncomingMessage) => perIp.take(nodeClientAddress(req, limits.trustProxy)) === 0
      : undefined,
    /**
     * Up to `want` requests of `client`'s address budget, spent now and handed to a model server that answers the
     * client's calls itself (a connection handed off): how many it got, 0 when the budget is spent. Undefined when
     * limits are off.
     */
    leaseAddressBudget: limits.enabled
      ? (client: string, want: number) => {
          let granted = 0;
          while (granted < want && perIp.take(client) === 0) granted++;
          return granted;
        }
      : undefined,
    /** Gives back `count` requests of a lease that were not spent (the model server holding them stopped). */
    returnAddressBudget: limits.enabled
      ? (client: string, count: number) => {
          for (let i = 0; i < count; i++) perIp.give(client);
        }
      : undefined,
    /** After authentication: per user, and the stricter budget of notification-raising requests. */
    byUser: (limits.enabled
      ? async (c, next) => {
          const sub = (c.var as { auth?: { sub?: string } }).auth?.sub;
          if (sub !== undefined) {
            check(perUser.take(sub));
            const notifying = NOTIFYING.find((n) => n.method === c.req.method && n.path.test(c.req.path));
            if (notifying) {
              check(notifyPerUser.take(sub), 'notifications');
              // Each caller has a budget per recipient, so nobody can spend the recipient's own (a stranger's
              // password resets cannot block the person's own reset). Spent before the work, so a burst cannot race
              // past it, and given back when the request is refused (a 403 re-invite costs no one anything).
              const target = await notifying.target(c);
              const key = target === undefined ? undefined : `${target}\nby ${sub}`;
              if (key !== undefined) check(notifyPerTarget.take(key), 'notifications for this person');
              try {
                await next();
              } catch (error) {
                if (key !== undefined) notifyPerTarget.give(key);
                throw error;
              }
              if (key !== undefined && c.res.status >= 400) notifyPerTarget.give(key);
              return;
            }
          }
          await next();
        }
      : off) as MiddlewareHandler,
  };
}
