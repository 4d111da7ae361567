import { LANDING_PATHS, safeReturnPath } from '@console/core';
import type { ConsoleClient } from '@console/core/client';
import { userInfoQuery } from '@console/react';
import type { QueryClient } from '@tanstack/react-query';
import { warmLanding } from './landingWarmup';

/**
 * Right after a sign-in's code exchange: a super administrator's landing needs nothing of the user space (the
 * organizations page, no selection), and the user's info, requested beside the space, says who is one. Its code and
 * first page then load as soon as that answer is in, beside the space's request, rather than after it (one round trip
 * to the API fewer before the rows). Only when the sign-in leads to the landing (`returnTo` names no other page of
 * ours); the callback's guard still decides where to go, from the space, as before.
 */
export function warmLandingFromUserInfo(
  client: ConsoleClient,
  queryClient: Pick<QueryClient, 'fetchQuery'>,
  returnTo: string | null | undefined,
  origin: string = window.location.origin,
): Promise<void> {
  return queryClient.fetchQuery(userInfoQuery(client)).then(
    (info) => {
      if (!info.isSuperAdmin) return;
      const landing = LANDING_PATHS.superAdmin;
      const back = safeReturnPath(returnTo, origin, landing);
      if (back === '/' || back === landing) warmLanding(landing);
    },
    () => {},
  );
}
