import type { UserSpace } from '@console/core';
import { type UseQueryResult, useQuery } from '@tanstack/react-query';
import { useConsoleContext } from './ConsoleContext';
import { userSpaceQuery } from './queries/userQueries';

/** The organizations, branches and projects the signed-in user can see. */
export function useUserSpace(): UseQueryResult<UserSpace> {
  const { client } = useConsoleContext('useUserSpace');
  return useQuery(userSpaceQuery(client));
}
