import type { UserInfo } from '@console/core';
import { type UseQueryResult, useQuery } from '@tanstack/react-query';
import { useConsoleContext } from './ConsoleContext';
import { userInfoQuery } from './queries/userQueries';

/** The signed-in user's info (loaded once per session). */
export function useUserInfo(): UseQueryResult<UserInfo> {
  const { client } = useConsoleContext('useUserInfo');
  return useQuery(userInfoQuery(client));
}
