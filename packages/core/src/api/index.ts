import type { $Fetch } from 'ofetch';

/** Typed calls for every admin API resource, made on the console's HTTP client. */
export function createAdminApi(_fetch: $Fetch) {
  return {};
}

/** The typed admin API surface returned by {@link createAdminApi}. */
export type AdminApi = ReturnType<typeof createAdminApi>;
