import { landingFor, type Selection, safeReturnPath } from '@console/core';
import type { ConsoleClient } from '@console/core/client';
import { userInfoQuery, userSpaceQuery } from '@console/react';
import type { QueryClient } from '@tanstack/react-query';
import { warmLanding } from './landingWarmup';

/**
 * Right after a sign-in's code exchange, the landing's code and first page load as soon as the first answer that
 * names the landing is in, rather than once the callback's guard has the user space and the project's notebook-hub
 * check (one or two round trips to the API fewer before the rows). A super administrator's landing needs nothing of
 * the user space (the organizations page, no selection), and the user's info, requested beside the space, says who is
 * one; anyone else's landing and its selection come from the user space, by the same rule the guard applies
 * (`landingFor`), before the notebook-hub check the guard adds to the selection (a landing's first page asks only for
 * the selected tenant's ids). Only when the sign-in leads to the landing (`returnTo` names no other page of ours); the
 * callback's guard still decides where to go, and sets the selection it leads with, as before. A failed request is the
 * guard's to show.
 */
export function warmLandingFromUserInfo(
  client: ConsoleClient,
  queryClient: Pick<QueryClient, 'fetchQuery'>,
  returnTo: string | null | undefined,
  origin: string = window.location.origin,
): Promise<void> {
  const warmIfLanding = (landing: string, selection?: Selection) => {
    const back = safeReturnPath(returnTo, origin, landing);
    if (back === '/' || back === landing) warmLanding(landing, selection);
  };
  return queryClient
    .fetchQuery(userInfoQuery(client))
    .then(async (info) => {
      // The info alone names a super administrator's landing (landingFor reads isSuperAdmin first).
      const { path, selection } = landingFor(
        info.isSuperAdmin ? { ...info, organizations: [] } : await queryClient.fetchQuery(userSpaceQuery(client)),
      );
      warmIfLanding(path, selection);
    })
    .catch(() => {});
}
