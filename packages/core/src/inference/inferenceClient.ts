import { ConsoleError, ErrorCode } from '../errors/consoleError';
import { withTimeout } from '../http/withTimeout';
import type { InferRequestBody, InferResponseBody, ModelMetadata } from './inferenceTypes';

/** Options of {@link createInferenceClient}. */
export interface InferenceClientOptions {
  /** The fetch to call with (default: the global one). */
  fetch?: typeof fetch;
  /** A clock in ms for latencies (default: `performance.now`). */
  now?: () => number;
  /** Per-request timeout in ms (default 30 s). */
  timeoutMs?: number;
}

/** One infer call as the caller saw it: status, what came back, and how long the round trip took. */
export interface InferCallResult {
  status: number;
  ok: boolean;
  /** The response object, or the protocol's `{ error }` when it failed. */
  body: InferResponseBody | { error: string } | undefined;
  /** Client-side round trip in ms, from sending to the whole answer read. */
  latencyMs: number;
}

/** Calls to one deployment's Open Inference Protocol endpoint with an API key (never the console's token). */
export interface InferenceClient {
  /** The model's metadata (`GET {endpoint}`): its input and output tensors. */
  metadata(endpointUrl: string, apiKey: string, signal?: AbortSignal): Promise<ModelMetadata>;
  /** Sends an inference request (`POST {endpoint}/infer`); an error status is a result, not a throw. */
  infer(endpointUrl: string, apiKey: string, body: InferRequestBody, signal?: AbortSignal): Promise<InferCallResult>;
}

const REASONS: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  404: 'Not Found',
  503: 'Service Unavailable',
};

/** The protocol's `{ "error": ... }` of a failed answer, or a stand-in naming the status. */
function errorOf(status: number, body: unknown): string {
  const error = (body as { error?: unknown } | undefined)?.error;
  return typeof error === 'string' && error ? error : `The endpoint answered ${status}`;
}

/**
 * A client of deployments' inference endpoints. It sends the API key as the bearer and nothing else: the
 * console's token never goes to an inference endpoint, wherever it is served.
 */
export function createInferenceClient(options: InferenceClientOptions = {}): InferenceClient {
  const now = options.now ?? (() => performance.now());
  const timeoutMs = options.timeoutMs ?? 30_000;
  const send = async (url: string, apiKey: string, init: RequestInit, signal?: AbortSignal) => {
    const doFetch = options.fetch ?? globalThis.fetch;
    const timed = withTimeout(signal, timeoutMs);
    try {
      const res = await doFetch(url, {
        ...init,
        signal: timed.signal,
        credentials: 'omit',
        headers: { ...(init.headers as Record<string, string>), Authorization: `Bearer ${apiKey}` },
      });
      const text = await res.text();
      let body: unknown;
      try {
        body = text ? JSON.parse(text) : undefined;
      } catch {
        body = { error: text.slice(0, 500) };
      }
      return { res, body };
    } catch (error) {
      const timeout = error instanceof DOMException && error.name === 'TimeoutError';
      throw new ConsoleError({
        status: 0,
        reason: timeout ? 'Timeout' : 'Network Error',
        message: timeout ? 'The endpoint did not answer in time' : 'The endpoint could not be reached',
        code: timeout ? ErrorCode.Timeout : ErrorCode.Network,
      });
    } finally {
      timed.stopTimer();
    }
  };
  return {
    async metadata(endpointUrl, apiKey, signal) {
      const { res, body } = await send(endpointUrl, apiKey, { method: 'GET' }, signal);
      if (!res.ok)
        throw new ConsoleError({
          status: res.status,
          reason: REASONS[res.status] ?? res.statusText,
          message: errorOf(res.status, body),
          code: ErrorCode.Http,
        });
      return body as ModelMetadata;
    },
    async infer(endpointUrl, apiKey, request, signal) {
      const started = now();
      const { res, body } = await send(
        `${endpointUrl}/infer`,
        apiKey,
        { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(request) },
        signal,
      );
      const latencyMs = Math.round((now() - started) * 10) / 10;
      return {
        status: res.status,
        ok: res.ok,
        body: res.ok ? (body as InferResponseBody) : { error: errorOf(res.status, body) },
        latencyMs,
      };
    },
  };
}
