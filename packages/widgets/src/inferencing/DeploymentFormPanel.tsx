import type { Deployment } from '@console/core';
import {
  deploymentQuery,
  predefinedModelQuery,
  predefinedModelsQuery,
  useConsoleClient,
  useCreateDeployment,
  useUpdateDeployment,
} from '@console/react';
import { useQuery } from '@tanstack/react-query';
import { common as commonEn } from '../i18n/messages/en/common';
import { useMessages } from '../i18n/useMessages';
import { ErrorState } from '../state/ErrorState';
import { LoadingState } from '../state/LoadingState';
import type { Appearance } from '../theme/appearance';
import { DeploymentForm } from './DeploymentForm';

export interface DeploymentFormPanelProps {
  projectId: number;
  /** The deployment to change; left out, the form creates one. */
  deploymentId?: number;
  /** A catalog model to start from (create). */
  modelId?: number;
  onSaved: (deployment: Deployment) => void;
  onCancel?: () => void;
  appearance?: Appearance;
}

/** The deployment form inside `ConsoleProvider`: loads the catalog (and the deployment), saves, puts 400/409s on fields. */
export function DeploymentFormPanel({
  projectId,
  deploymentId,
  modelId,
  onSaved,
  onCancel,
  appearance,
}: DeploymentFormPanelProps) {
  const client = useConsoleClient();
  const messages = useMessages({ common: commonEn });
  const models = useQuery(predefinedModelsQuery(client, { pageSize: 200 }));
  const model = useQuery({ ...predefinedModelQuery(client, modelId ?? 0), enabled: modelId !== undefined });
  const deployment = useQuery({
    ...deploymentQuery(client, projectId, deploymentId ?? 0),
    enabled: deploymentId !== undefined,
  });
  const create = useCreateDeployment();
  const update = useUpdateDeployment();
  const error = models.error ?? (deploymentId !== undefined ? deployment.error : null);
  if (error) return <ErrorState error={error} onRetry={() => void models.refetch()} />;
  const waiting =
    models.data === undefined ||
    (deploymentId !== undefined && deployment.data === undefined) ||
    (modelId !== undefined && model.isPending);
  if (waiting) return <LoadingState label={messages.common.state.loading} />;
  return (
    <DeploymentForm
      key={deployment.data?.id ?? model.data?.id ?? 'new'}
      mode={deploymentId === undefined ? 'create' : 'update'}
      models={models.data.items}
      {...(deployment.data ? { deployment: deployment.data } : {})}
      {...(model.data ? { model: model.data } : {})}
      onSubmit={async (body) => {
        const saved =
          deploymentId === undefined
            ? await create.mutateAsync({ projectId, body })
            : await update.mutateAsync({ projectId, id: deploymentId, body });
        onSaved(saved);
      }}
      {...(onCancel ? { onCancel } : {})}
      {...(appearance ? { appearance } : {})}
    />
  );
}
