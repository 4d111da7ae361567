import type { $Fetch, FetchOptions } from 'ofetch';
import { listQuery } from '../http/listQuery';
import { type ContractCall, type ContractPath, expandPath } from './contractCall';

/**
 * Makes typed calls from a table of compact specs, one line per call instead of one function body each:
 * `"[METHOD ]path[ arg]"`, GET when no method is given, the path exactly as the contract writes it
 * (`/organizations/{id}`). Each `{name}` in the path takes the next argument; the arg then takes the next: `L` a list
 * query (default sort, empty values left out), `E` a list query without paging whose answer is a file (a `Blob`: a
 * list's export), `Q` a query as given, `B` the body, `?name` one query value, `~name`
 * one query value sent only when not empty, `=name` a body of that one field. Each spec is checked against the
 * contract's paths and methods ({@link ContractCall}). The signatures (and their docs) are the interface `T`; the
 * table only says how each call is sent.
 */
export function callsOf<T>(fetch: $Fetch, specs: { [K in keyof T]: ContractCall }): T {
  const calls: Record<string, (...args: unknown[]) => Promise<unknown>> = {};
  for (const [name, spec] of Object.entries<string>(specs)) {
    const parts = spec.split(' ');
    const method = /^[A-Z]+$/.test(parts[0] as string) ? parts.shift() : undefined;
    const [path, arg] = parts as [ContractPath, string | undefined];
    const params = (path.match(/\{/g) ?? []).length;
    calls[name] = (...args) => {
      const url = expandPath(path, args);
      const options: Record<string, unknown> = method ? { method } : {};
      if (arg !== undefined) {
        const value = args[params];
        const key = arg.slice(1);
        if (arg === 'L') options.query = listQuery((value ?? {}) as Parameters<typeof listQuery>[0]);
        else if (arg === 'E') {
          const {
            pageIndex: _index,
            pageSize: _size,
            ...filters
          } = (value ?? {}) as NonNullable<Parameters<typeof listQuery>[0]>;
          options.query = listQuery(filters);
          options.responseType = 'blob';
        } else if (arg === 'Q') options.query = value ?? {};
        else if (arg === 'B') options.body = value;
        else if (arg[0] === '=') options.body = { [key]: value };
        else options.query = arg[0] === '?' || value ? { [key]: value } : {};
      }
      return fetch(url, options as FetchOptions<'json'>);
    };
  }
  return calls as T;
}
