import type { CreatedDeploymentKey, Deployment } from '@console/core';
import { useQuery } from '@tanstack/react-query';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, expectTypeOf, it, vi } from 'vitest';
import { ConsoleProvider } from '../ConsoleProvider';
import { fakeClient } from '../testing/fakeClient';
import {
  useCreateDeploymentKey,
  usePauseDeployment,
  useResumeDeployment,
  useSaveRegistryCredentials,
} from './deploymentMutations';
import { deploymentQuery, inferencingCredentialsQuery } from './inferencingQueries';

afterEach(cleanup);

const deployment = (status: Deployment['status']) =>
  ({ id: 7, projectId: 100, name: 'vision-api', status }) as Deployment;

function setup() {
  const { client, api } = fakeClient();
  let status: Deployment['status'] = 'RUNNING';
  const inferencing = {
    deployment: vi.fn(async () => deployment(status)),
    pause: vi.fn(async () => {
      status = 'PAUSED';
      return deployment(status);
    }),
    resume: vi.fn(async () => deployment('RUNNING')),
    createKey: vi.fn(async () => ({ keyId: 3, name: 'ci', secret: 'sk-once' }) as unknown as CreatedDeploymentKey),
    credentials: vi.fn(async () => []),
    saveCredentials: vi.fn(async () => ({
      id: 1,
      source: 'ghcr.io',
      username: 'me',
      secretHint: '••ab',
      updatedAt: '',
    })),
  };
  Object.assign(api, { inferencing });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <ConsoleProvider client={client}>{children}</ConsoleProvider>
  );
  return { client, inferencing, wrapper };
}

describe('deployment action hooks', () => {
  it('pause answers the paused deployment and refreshes the deployment on screen', async () => {
    const { client, inferencing, wrapper } = setup();
    const { result } = renderHook(
      () => ({ shown: useQuery(deploymentQuery(client, 100, 7)), pause: usePauseDeployment() }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.shown.data?.status).toBe('RUNNING'));
    let answer: Deployment | undefined;
    await act(async () => {
      answer = await result.current.pause.mutateAsync({ projectId: 100, id: 7 });
    });
    expect(inferencing.pause).toHaveBeenCalledWith(100, 7);
    expect(answer?.status).toBe('PAUSED');
    await waitFor(() => expect(result.current.shown.data?.status).toBe('PAUSED'));
  });

  it('each action calls its own endpoint with the ids it is given', async () => {
    const { inferencing, wrapper } = setup();
    const { result } = renderHook(() => ({ resume: useResumeDeployment(), key: useCreateDeploymentKey() }), {
      wrapper,
    });
    let key: CreatedDeploymentKey | undefined;
    await act(async () => {
      await result.current.resume.mutateAsync({ projectId: 100, id: 7 });
      key = await result.current.key.mutateAsync({ projectId: 100, id: 7, name: 'ci' });
    });
    expect(inferencing.resume).toHaveBeenCalledWith(100, 7);
    expect(inferencing.pause).not.toHaveBeenCalled();
    expect(inferencing.createKey).toHaveBeenCalledWith(100, 7, { name: 'ci' });
    // The one answer that carries the key's secret, typed as such: no cast at the caller.
    expect(key?.secret).toBe('sk-once');
  });

  it('saving registry credentials refreshes the credentials list', async () => {
    const { client, inferencing, wrapper } = setup();
    const { result } = renderHook(
      () => ({ list: useQuery(inferencingCredentialsQuery(client)), save: useSaveRegistryCredentials() }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.list.isSuccess).toBe(true));
    expect(inferencing.credentials).toHaveBeenCalledTimes(1);
    await act(async () => {
      await result.current.save.mutateAsync({ source: 'ghcr.io', username: 'me', secret: 'hunter22' });
    });
    await waitFor(() => expect(inferencing.credentials).toHaveBeenCalledTimes(2));
  });

  it('types each answer from the contract', () => {
    expectTypeOf<
      Awaited<ReturnType<ReturnType<typeof usePauseDeployment>['mutateAsync']>>
    >().toEqualTypeOf<Deployment>();
    expectTypeOf<
      Awaited<ReturnType<ReturnType<typeof useCreateDeploymentKey>['mutateAsync']>>
    >().toEqualTypeOf<CreatedDeploymentKey>();
  });
});
