import type { paths } from './schema.gen';

/** The HTTP methods the contract's path items can hold. */
type Method = 'get' | 'put' | 'post' | 'delete' | 'patch';

/** A path of the contract, exactly as the OpenAPI document writes it (`/organizations/{id}`). */
export type ContractPath = keyof paths & string;

/** The operation behind a path and method, `never` when the contract has none. */
type OperationAt<P extends ContractPath, M extends Method> = M extends keyof paths[P]
  ? NonNullable<paths[P][M]>
  : never;

/** The string keys of an object type; none for `never` (an operation without a query or body). */
type KeyOf<T> = [NonNullable<T>] extends [never] ? never : keyof NonNullable<T> & string;

/** Query parameter names of an operation. */
type QueryKey<Op> = Op extends { parameters: { query?: infer Q } } ? KeyOf<Q> : never;

/** Top-level body field names of an operation's JSON body. */
type BodyKey<Op> = Op extends { requestBody: { content: { 'application/json': infer B } } } ? KeyOf<B> : never;

/**
 * The argument an operation can take after its path: `L` or `Q` when it has a query, `E` a list's export (its query, a
 * file back), `?name` or `~name` one of its query parameters, `B` when it has a body, `=name` one of its body's fields.
 */
type ArgOf<Op> =
  | ([QueryKey<Op>] extends [never] ? never : 'L' | 'Q' | 'E' | `?${QueryKey<Op>}` | `~${QueryKey<Op>}`)
  | ([BodyKey<Op>] extends [never] ? never : 'B' | `=${BodyKey<Op>}`);

/** GET goes without a method; any other method is written first, upper case. */
type MethodPrefix<M extends Method> = M extends 'get' ? '' : `${Uppercase<M>} `;

/** Every spec one operation can be called by: its method and path, and at most one argument. */
type SpecsAt<P extends ContractPath, M extends Method> = [OperationAt<P, M>] extends [never]
  ? never
  : `${MethodPrefix<M>}${P}` | `${MethodPrefix<M>}${P} ${ArgOf<OperationAt<P, M>>}`;

/**
 * One line of a call table (see `callsOf`): `"[METHOD ]path[ arg]"` with a method and path the contract has and an
 * argument its operation takes. Anything else, a path or method not in the contract, a query parameter or body
 * field the operation does not know, is a type error.
 */
export type ContractCall = { [P in ContractPath]: { [M in Method]: SpecsAt<P, M> }[Method] }[ContractPath];

/** The contract's paths that answer GET. */
export type GetPath = { [P in ContractPath]: [OperationAt<P, 'get'>] extends [never] ? never : P }[ContractPath];

/** A contract path with its `{name}` parameters filled in by `args`, in order. */
export function expandPath(path: ContractPath, args: readonly unknown[]): string {
  let i = 0;
  return path.replace(/\{[^}]+\}/g, () => `${args[i++]}`);
}

/** A GET path of the contract with its parameters filled in, for the calls written out by hand. */
export const getPath = (path: GetPath, ...args: (string | number)[]): string => expandPath(path, args);
