import type { UserInfo, UserSpace } from '@console/core';
import type { ConsoleClient } from '@console/core/client';
import { queryOptions } from '@tanstack/react-query';

/** Query keys of the signed-in user's own data, for invalidation. */
export const userKeys = {
  all: ['user'] as const,
  info: () => [...userKeys.all, 'info'] as const,
  space: () => [...userKeys.all, 'space'] as const,
};

/** The signed-in user's info (`GET /users/info`), kept for the session. */
export function userInfoQuery(client: ConsoleClient) {
  return queryOptions({
    queryKey: userKeys.info(),
    queryFn: (): Promise<UserInfo> => client.api.users.info(),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
}

/** What the signed-in user can see (`GET /users/space`). */
export function userSpaceQuery(client: ConsoleClient) {
  return queryOptions({
    queryKey: userKeys.space(),
    queryFn: (): Promise<UserSpace> => client.api.users.space(),
    staleTime: 60_000,
    retry: false,
  });
}

/** Whether a project has the notebook hub (`GET /workspace/project/{id}/ai/Jupyterhub/check`). */
export function jupyterCheckQuery(client: ConsoleClient, projectId: number) {
  return queryOptions({
    queryKey: ['project', projectId, 'jupyterhub-check'] as const,
    queryFn: () => client.api.jupyterhub.check(projectId),
    staleTime: 60_000,
  });
}
