/**
 * The admin API fetch's own types. The client runs on ofetch, but its published declarations name only these, so
 * an app that type-checks library files (`skipLibCheck: false`) never reaches ofetch's declarations (which import
 * `undici`, a package a browser app does not install). They describe the part of ofetch's surface the SDK uses and
 * promises; ofetch's `$Fetch` is assignable to {@link ApiFetch}.
 */

/** How an answer's body is read: JSON (the default), text, a `Blob`, an `ArrayBuffer` or the byte stream. */
export type ApiResponseType = 'json' | 'text' | 'blob' | 'arrayBuffer' | 'stream';

/** The value an answer is read as for each non-JSON {@link ApiResponseType}. */
export interface ApiResponseMap {
  /** `responseType: 'text'`: the body as a string. */
  text: string;
  /** `responseType: 'blob'`: the body as a `Blob` (an export file). */
  blob: Blob;
  /** `responseType: 'arrayBuffer'`: the body's bytes. */
  arrayBuffer: ArrayBuffer;
  /** `responseType: 'stream'`: the body unread. */
  stream: ReadableStream<Uint8Array>;
}

/** What a request with response type `R` resolves to: `T` for JSON, else the {@link ApiResponseMap} entry. */
export type ApiResponseOf<R extends ApiResponseType, T = unknown> = R extends keyof ApiResponseMap
  ? ApiResponseMap[R]
  : T;

/** Query values: a value left `undefined` is not sent. */
// biome-ignore lint/suspicious/noExplicitAny: the query is as loose as ofetch's own
export type ApiQuery = Record<string, any>;

/** Options of one admin API request: the `fetch` init plus a JSON body, a query and how to read the answer. */
export interface ApiRequestOptions<R extends ApiResponseType = ApiResponseType> extends Omit<RequestInit, 'body'> {
  /** A plain object or array is sent as JSON; anything else as `fetch` sends it. */
  // biome-ignore lint/suspicious/noExplicitAny: any JSON-serialisable object
  body?: RequestInit['body'] | Record<string, any>;
  /** Query parameters added to the URL. */
  query?: ApiQuery;
  /** Resolves relative paths against this URL instead of the API base. */
  baseURL?: string;
  /** How the answer is read ({@link ApiResponseType}); JSON by default. */
  responseType?: R;
  /** How long to wait for an answer, in ms. */
  timeout?: number;
  /** Resolve with the body of an error status instead of throwing. */
  ignoreResponseError?: boolean;
}

/** An answer as {@link ApiFetch.raw} gives it: the `Response` plus its body, read as asked. */
export type ApiResponse<T> = Response & { _data?: T };

/**
 * The admin API fetch: call it with a path (relative to the API base) and options; it answers the parsed body and
 * throws a {@link ConsoleError} for an error status, a timeout or a network failure.
 */
export interface ApiFetch {
  /** Sends a request and answers its body: JSON typed as `T`, or as `responseType` says. */
  // biome-ignore lint/suspicious/noExplicitAny: like fetch's JSON, the answer is typed by the caller
  <T = any, R extends ApiResponseType = 'json'>(
    request: string,
    options?: ApiRequestOptions<R>,
  ): Promise<ApiResponseOf<R, T>>;
  /** The same request, answering the `Response` with its parsed body in `_data`. */
  // biome-ignore lint/suspicious/noExplicitAny: as above
  raw<T = any, R extends ApiResponseType = 'json'>(
    request: string,
    options?: ApiRequestOptions<R>,
  ): Promise<ApiResponse<ApiResponseOf<R, T>>>;
  /** The `fetch` underneath, without the JSON handling. */
  native: typeof fetch;
  /** A fetch with these defaults merged into every request's options. */
  create(defaults: ApiRequestOptions): ApiFetch;
}
