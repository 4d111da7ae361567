import { createInferenceClient, type InferRequestBody } from '@console/core/inference';
import { deploymentKeysQuery, deploymentQuery, inferencingKeys, servingKeys, useConsoleClient } from '@console/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { inferencing as inferencingEn } from '../../i18n/messages/en/inferencing';
import { useMessages } from '../../i18n/useMessages';
import { ErrorState } from '../../state/ErrorState';
import { LoadingState } from '../../state/LoadingState';
import type { Appearance } from '../../theme/appearance';
import { DeploymentPlayground } from './DeploymentPlayground';
import type { ImageReader, PlaygroundKey } from './playgroundTypes';
import { METRICS_FOLLOW_UPS_MS, useFollowUps } from './useFollowUps';

/** How long a session key works if the page cannot revoke it (a closed tab). */
export const SESSION_KEY_MINUTES = 60;

const inference = createInferenceClient();

export interface DeploymentPlaygroundPanelProps {
  projectId: number;
  deploymentId: number;
  /** Called after each request the playground sent, answered or not. */
  onSent?: (() => void) | undefined;
  readImage?: ImageReader | undefined;
  appearance?: Appearance | undefined;
}

/**
 * The playground of one deployment inside `ConsoleProvider`, from its ids. A session key is made through the
 * admin API with a 60-minute expiry and revoked when the person ends the session or leaves; an own key's secret
 * stays in this component's memory. Requests go to the deployment's endpoint with the key only (never the
 * console's token); each one refreshes the deployment's metrics, at once and a few times over the next 22 s.
 */
export function DeploymentPlaygroundPanel({
  projectId,
  deploymentId: id,
  onSent,
  readImage,
  appearance,
}: DeploymentPlaygroundPanelProps) {
  const client = useConsoleClient();
  const queryClient = useQueryClient();
  const t = useMessages({ inferencing: inferencingEn }).inferencing.detail;
  const deployment = useQuery(deploymentQuery(client, projectId, id));
  const keys = useQuery({ ...deploymentKeysQuery(client, projectId, id), enabled: deployment.isSuccess });
  const [active, setActive] = useState<PlaygroundKey | null>(null);
  const running = deployment.data?.status === 'RUNNING';
  const endpoint = deployment.data?.endpointUrl ?? '';
  const metadata = useQuery({
    // The key's id, never its secret, names the cache entry.
    queryKey: ['inference-metadata', endpoint, active?.keyId ?? 0],
    queryFn: ({ signal }) => inference.metadata(endpoint, active?.secret ?? '', signal),
    enabled: active !== null && running,
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });

  // The metrics are asked again at once and over the next seconds, dropped when the panel goes.
  const refreshMetrics = useFollowUps(
    useCallback(() => {
      void queryClient.invalidateQueries({ queryKey: servingKeys.metrics(projectId, id) });
    }, [queryClient, projectId, id]),
    METRICS_FOLLOW_UPS_MS,
  );

  const refreshKeys = useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: inferencingKeys.part(projectId, id, 'keys') });
    void queryClient.invalidateQueries({ queryKey: inferencingKeys.part(projectId, id, 'timeline') });
  }, [queryClient, projectId, id]);
  const revoke = useCallback(
    (key: PlaygroundKey | null) => {
      if (key?.kind !== 'session') return;
      void client.api.inferencing.deleteKey(projectId, id, key.keyId).then(refreshKeys, () => undefined);
    },
    [client, projectId, id, refreshKeys],
  );
  // The session key goes with the page: on leaving it, and (best effort) when the tab closes.
  const current = useRef(active);
  current.current = active;
  useEffect(() => {
    // Closing the tab cancels ordinary requests: this one asks the browser to finish it (the expiry backs it up).
    const onHide = () => {
      const key = current.current;
      if (key?.kind !== 'session') return;
      const path = `/workspace/project/${projectId}/ai/inferencing/projects/deployments/${id}/key?keyId=${key.keyId}`;
      void client.http.authorizedFetch(path, { method: 'DELETE', keepalive: true }).catch(() => undefined);
      current.current = null;
    };
    window.addEventListener('pagehide', onHide);
    return () => {
      window.removeEventListener('pagehide', onHide);
      revoke(current.current);
    };
  }, [revoke, client, projectId, id]);

  if (deployment.error) return <ErrorState error={deployment.error} onRetry={() => void deployment.refetch()} />;
  const d = deployment.data;
  if (!d) return <LoadingState label={t.loading} />;
  return (
    <DeploymentPlayground
      deployment={d}
      keys={keys.data}
      activeKey={active}
      onStartSession={async () => {
        const made = await client.api.inferencing.createKey(projectId, id, {
          name: `playground-${Date.now().toString(36)}`,
          expiresInMinutes: SESSION_KEY_MINUTES,
        });
        setActive({ kind: 'session', keyId: made.keyId, name: made.name, prefix: made.prefix, secret: made.secret });
        refreshKeys();
      }}
      onUseOwnKey={({ key, secret, showInCurl }) =>
        setActive({ kind: 'own', keyId: key.keyId, name: key.name, prefix: key.prefix, secret, showInCurl })
      }
      onEndKey={() => {
        revoke(active);
        setActive(null);
      }}
      metadata={metadata.data}
      metadataLoading={metadata.isFetching}
      metadataError={metadata.error}
      onRetryMetadata={() => void metadata.refetch()}
      onSend={async (body: InferRequestBody) => {
        try {
          return await inference.infer(d.endpointUrl, active?.secret ?? '', body);
        } finally {
          refreshMetrics();
          void queryClient.invalidateQueries({ queryKey: inferencingKeys.deployment(projectId, id), exact: true });
          onSent?.();
        }
      }}
      readImage={readImage}
      appearance={appearance}
    />
  );
}
