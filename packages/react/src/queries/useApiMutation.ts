import type { AdminApi } from '@console/core';
import { type QueryKey, type UseMutationResult, useMutation, useQueryClient } from '@tanstack/react-query';
import { useConsoleClient } from '../ConsoleContext';

/**
 * A mutation over one admin API call that invalidates the given query keys on success, so every
 * list and detail showing the changed resource refetches.
 */
export function useApiMutation<TVariables, TResult>(
  call: (api: AdminApi, variables: TVariables) => Promise<TResult>,
  invalidates: (variables: TVariables, result: TResult) => readonly QueryKey[],
): UseMutationResult<TResult, Error, TVariables> {
  const client = useConsoleClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (variables: TVariables) => call(client.api, variables),
    onSuccess: (result, variables) =>
      Promise.all(invalidates(variables, result).map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}
