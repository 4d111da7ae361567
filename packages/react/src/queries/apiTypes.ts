import type { AdminApi } from '@console/core';

/** The admin API surface of core. */
export type Api = AdminApi;
/** The query object of a list call. */
export type Query<F extends (...args: never[]) => unknown> = NonNullable<Parameters<F>[0]>;
/** The body of a create call (`(body)`) or an update call (`(id, body)`). */
export type Body<F extends (...args: never[]) => unknown> = Parameters<F> extends [infer B] ? B : Parameters<F>[1];
