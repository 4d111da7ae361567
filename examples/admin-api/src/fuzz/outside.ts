/**
 * The fuzzer's cases for what the contract's document does not describe: the KServe v2 inference endpoint
 * (`/inference/{id}/v2/...`, API keys instead of tokens), the notebook page (`/hub/...`) and the two event
 * streams' `Last-Event-ID`. Each answer must be a 4xx or a 2xx, never a 5xx, and a stream given an id it cannot
 * resume from must say so with an event (`reset`) instead of closing silently.
 */
import type { Dice } from './samples';

/** Ids past the id columns' range (32-bit), up to and past 64 bits, and ones that are no number at all. */
export const WIDE_IDS = [
  '2147483648',
  '4294967296',
  '9007199254740993',
  '9223372036854775807',
  '9223372036854775808',
  '18446744073709551616',
  '99999999999999999999',
];

/** How clients spell JSON in `Content-Type`: the gate must take each the same way. */
export const JSON_MEDIA_TYPES = [
  'application/json',
  'Application/JSON',
  'application/json; charset=utf-8',
  'APPLICATION/JSON;charset=UTF-8',
  'application/merge-patch+json',
  'application/vnd.console+json',
];

/** What a case found: a line for the report. */
export interface OutsideFinding {
  operation: string;
  role: string;
  problem: string;
  request: string;
}

/** What the cases need: the stack's fetch, the roles' tokens, and a deployment with a live API key. */
export interface OutsideTarget {
  request: (path: string, init: RequestInit) => Promise<Response>;
  roles: { name: string; token: string | undefined }[];
  /** A deployment and a key of it (for bodies that get past the key check), if the run has one. */
  inference?: { deploymentId: number; model: string; key: string } | undefined;
}

/** The tensor bodies that nest or stretch as deep as a client likes. */
function deepTensors(dice: Dice): string {
  const rank = dice.pick([17, 1_000, 10_000, 100_000]);
  const shape = JSON.stringify(Array(rank).fill(1));
  const depth = dice.pick([1, 40, 10_000]);
  const data = `${'['.repeat(depth)}"x"${']'.repeat(depth)}`;
  return `{"inputs":[{"name":"text_input","shape":${shape},"datatype":"BYTES","data":${data}}]}`;
}

/** Reads a stream's first event (or comment-less end) within `ms`: `event` names it, `ended` a close without one. */
async function firstEvent(res: Response, ms: number): Promise<{ event?: string; ended: boolean }> {
  const reader = res.body?.getReader();
  if (!reader) return { ended: true };
  const decoder = new TextDecoder();
  let text = '';
  const deadline = Date.now() + ms;
  try {
    while (Date.now() < deadline) {
      let timer: NodeJS.Timeout | undefined;
      const chunk = await Promise.race([
        reader.read(),
        new Promise<undefined>((resolve) => {
          timer = setTimeout(() => resolve(undefined), Math.max(1, deadline - Date.now()));
        }),
      ]).finally(() => clearTimeout(timer));
      if (chunk === undefined) break;
      if (chunk.done) return { ended: true, ...eventIn(text) };
      text += decoder.decode(chunk.value, { stream: true });
      const found = eventIn(text);
      if (found.event) return { ended: false, ...found };
    }
    return { ended: false };
  } finally {
    await reader.cancel().catch(() => undefined);
  }
}
const eventIn = (text: string) => {
  const match = /^event: ?(.+)$/m.exec(text);
  return match?.[1] ? { event: match[1].trim() } : {};
};

/** Runs the cases outside the contract `rounds` times; answers what they found and how many requests went out. */
export async function fuzzOutside(
  target: OutsideTarget,
  dice: Dice,
  rounds: number,
  count: (status: number) => void,
): Promise<OutsideFinding[]> {
  const findings: OutsideFinding[] = [];
  const send = async (operation: string, role: string, path: string, init: RequestInit = {}) => {
    const describe = `${init.method ?? 'GET'} ${path.slice(0, 200)}`;
    let res: Response;
    try {
      res = await target.request(path, init);
    } catch (error) {
      findings.push({ operation, role, problem: `no answer: ${(error as Error).message}`, request: describe });
      return undefined;
    }
    count(res.status);
    if (res.status >= 500 && !(res.status === 503 && operation.startsWith('inference'))) {
      const body = await res.text().catch(() => '');
      findings.push({ operation, role, problem: `answered ${res.status}: ${body.slice(0, 200)}`, request: describe });
      return undefined;
    }
    return res;
  };
  const drain = async (res: Response | undefined) => {
    if (res && !res.headers.get('content-type')?.includes('text/event-stream')) await res.text().catch(() => '');
  };

  for (let i = 0; i < rounds; i++) {
    // The inference endpoint: any id, any key, any body.
    const live = target.inference;
    const id = live && dice.chance(0.5) ? String(live.deploymentId) : dice.pick([...WIDE_IDS, '0', 'abc', '1']);
    const key = live && dice.chance(0.6) ? live.key : dice.pick(['sk-madeupmadeupmadeup', 'nope', '']);
    const model = live?.model ?? 'model';
    const auth = key ? { authorization: `Bearer ${key}` } : {};
    for (const path of [`/inference/${id}/v2/health/ready`, `/inference/${id}/v2/models/${model}`]) {
      await drain(await send('inference.get', 'api key', path, { headers: auth }));
    }
    const body = dice.pick([
      deepTensors(dice),
      JSON.stringify({ inputs: [{ name: 'text_input', shape: [1], datatype: 'BYTES', data: ['nul\u0000'] }] }),
      '{"inputs":[{"name":"text_input","shape":[1],"datatype":"BYTES","data":["\\ud800"]}]}',
      '{"inputs":[{"name":"text_input","shape":[1],"datatype":"INT64","data":[1e400]}]}',
      JSON.stringify({ inputs: [{ name: 'text_input', shape: [1], datatype: 'BYTES', data: ['hello'] }] }),
      '{"inputs": ',
    ]);
    const type = dice.chance(0.85) ? dice.pick(JSON_MEDIA_TYPES) : dice.pick(['text/plain', 'application/xml']);
    await drain(
      await send('inference.infer', 'api key', `/inference/${id}/v2/models/${model}/infer`, {
        method: 'POST',
        headers: { ...auth, 'content-type': type },
        body,
      }),
    );
    // The notebook page: wide ids in both segments.
    await drain(await send('hub.lab', 'anonymous', `/hub/${dice.pick(WIDE_IDS)}/${dice.pick(WIDE_IDS)}/lab`));
  }

  // The streams: a Last-Event-ID they cannot resume from gets a reset event, never a silent close.
  for (const role of target.roles) {
    for (const path of ['/notifications/sse', '/audit/entries/sse']) {
      for (const last of ['1', dice.pick(WIDE_IDS), dice.pick(['abc', '-1', '1.5', '%00'])]) {
        const controller = new AbortController();
        const headers: Record<string, string> = { accept: 'text/event-stream', 'last-event-id': last };
        if (role.token) headers.authorization = role.token;
        const res = await send(`${path} stream`, role.name, path, { headers, signal: controller.signal });
        if (res?.status === 200 && last !== '1') {
          const first = await firstEvent(res, 1500);
          if (first.event !== 'reset')
            findings.push({
              operation: `${path} stream`,
              role: role.name,
              problem: first.ended
                ? `closed without a reset event for Last-Event-ID ${last}`
                : `sent ${first.event ?? 'nothing'} first for Last-Event-ID ${last}, not a reset event`,
              request: `GET ${path} Last-Event-ID: ${last.slice(0, 50)}`,
            });
        }
        controller.abort();
        await res?.body?.cancel().catch(() => undefined);
      }
    }
  }
  return findings;
}
