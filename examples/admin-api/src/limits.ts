/** A budget of `count` requests per `seconds`, spent as a token bucket (bursts up to `count`). */
export interface Rate {
  count: number;
  seconds: number;
}

/** The API's abuse limits; every number comes from the environment, with defaults no normal use reaches. */
export interface Limits {
  /** False switches every limit off (tests that count nothing but behaviour). */
  enabled: boolean;
  /** Requests per client address, before authentication (`RATE_LIMIT_PER_IP`, default 3000/60). */
  perIp: Rate;
  /** Requests per signed-in user (`RATE_LIMIT_PER_USER`, default 1200/60). */
  perUser: Rate;
  /** Open notification streams per user (`STREAMS_PER_USER`, default 8). */
  streamsPerUser: number;
  /** Notification-raising requests (password reset, re-invite) per caller (`RATE_LIMIT_NOTIFY_PER_USER`, default 10/60). */
  notifyPerUser: Rate;
  /**
   * Notification-raising requests per recipient and caller (`RATE_LIMIT_NOTIFY_PER_TARGET`, default 3/600); refused
   * requests give theirs back.
   */
  notifyPerTarget: Rate;
  /** Token endpoint requests (code exchanges, refreshes) per client address (`RATE_LIMIT_TOKEN`, default 300/60). */
  tokenPerAddress: Rate;
  /** Take the client address from the last `X-Forwarded-For` hop (behind a proxy you run; `TRUST_PROXY=1`). */
  trustProxy: boolean;
}

/** Parses `count/seconds` (e.g. `600/60`); falls back when unset, refuses nonsense loudly. */
function rate(value: string | undefined, fallback: Rate, name: string): Rate {
  if (value === undefined || value === '') return fallback;
  const match = /^(\d+)\/(\d+)$/.exec(value.trim());
  const count = Number(match?.[1]);
  const seconds = Number(match?.[2]);
  if (!match || count < 1 || seconds < 1) throw new Error(`${name} must look like 600/60 (requests/seconds)`);
  return { count, seconds };
}

/** The limits from environment variables; `RATE_LIMITS=off` switches them off. */
export function readLimits(env: NodeJS.ProcessEnv = process.env): Limits {
  const streams = Number(env.STREAMS_PER_USER ?? 8);
  if (!Number.isInteger(streams) || streams < 1) throw new Error('STREAMS_PER_USER must be a positive integer');
  return {
    enabled: env.RATE_LIMITS !== 'off',
    perIp: rate(env.RATE_LIMIT_PER_IP, { count: 3000, seconds: 60 }, 'RATE_LIMIT_PER_IP'),
    perUser: rate(env.RATE_LIMIT_PER_USER, { count: 1200, seconds: 60 }, 'RATE_LIMIT_PER_USER'),
    streamsPerUser: streams,
    notifyPerUser: rate(env.RATE_LIMIT_NOTIFY_PER_USER, { count: 10, seconds: 60 }, 'RATE_LIMIT_NOTIFY_PER_USER'),
    notifyPerTarget: rate(env.RATE_LIMIT_NOTIFY_PER_TARGET, { count: 3, seconds: 600 }, 'RATE_LIMIT_NOTIFY_PER_TARGET'),
    tokenPerAddress: rate(env.RATE_LIMIT_TOKEN, { count: 300, seconds: 60 }, 'RATE_LIMIT_TOKEN'),
    trustProxy: env.TRUST_PROXY === '1' || env.TRUST_PROXY === 'true',
  };
}
