import {
  notebookOptionsQuery,
  notebookProgressQuery,
  notebookQuery,
  useConsoleClient,
  useCreateNotebook,
  useLiveNotebooks,
  useNotebookPower,
  useOpenNotebook,
  useRole,
  useScaleNotebook,
  useUpdateNotebook,
  useUserInfo,
} from '@console/react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { notebooks as notebooksEn } from '../i18n/messages/en/notebooks';
import { useMessages } from '../i18n/useMessages';
import { ErrorState } from '../state/ErrorState';
import { LoadingState } from '../state/LoadingState';
import type { Appearance } from '../theme/appearance';
import { WidgetRoot } from '../theme/WidgetRoot';
import { NotebookForm } from './NotebookForm';
import { NotebookScaleForm } from './NotebookScaleForm';
import { NotebookStatusView } from './NotebookStatusView';

export interface NotebookEditorPanelProps {
  projectId: number;
  /** The instance to change; without it the panel creates one. */
  notebookId?: number;
  /** Leaves the screen: Cancel, and after an update is saved. */
  onDone?: () => void;
  appearance?: Appearance;
}

const PROJECT_ADMIN = 4;

/**
 * Create or change a notebook, connected. After create it stays on the new instance's start-up status
 * (polled until it runs or fails); on update it shows the status, the form, and scale for project admins.
 */
export function NotebookEditorPanel({ projectId, notebookId, onDone, appearance }: NotebookEditorPanelProps) {
  const client = useConsoleClient();
  const t = useMessages({ notebooks: notebooksEn }).notebooks.editor;
  const role = useRole();
  const [createdId, setCreatedId] = useState<number | undefined>(undefined);
  const id = notebookId ?? createdId;
  const options = useQuery(notebookOptionsQuery(client, projectId));
  const notebook = useQuery({ ...notebookQuery(client, projectId, id ?? 0), enabled: id !== undefined });
  useLiveNotebooks(projectId);
  const create = useCreateNotebook();
  const update = useUpdateNotebook();
  const scale = useScaleNotebook();
  const power = useNotebookPower();
  const open = useOpenNotebook();
  const me = useUserInfo().data?.id;
  const starting = notebook.data?.status === 'PENDING';
  const progress = useQuery(notebookProgressQuery(client, projectId, id ?? 0, starting && id !== undefined));
  const isAdmin = (role?.priority ?? 99) <= PROJECT_ADMIN;

  if (options.error || notebook.error) {
    const error = options.error ?? notebook.error;
    return (
      <WidgetRoot appearance={appearance}>
        {error ? (
          <ErrorState error={error} onRetry={() => void (options.error ? options.refetch() : notebook.refetch())} />
        ) : null}
      </WidgetRoot>
    );
  }
  if (!options.data || (id !== undefined && !notebook.data)) {
    return (
      <WidgetRoot appearance={appearance}>
        <LoadingState label={t.loading} />
      </WidgetRoot>
    );
  }
  const current = notebook.data;
  const status = current ? (
    <NotebookStatusView
      // Only its owner enters a notebook: a project admin sees someone else's without Open.
      notebook={current.ownerId === me ? current : { ...current, url: null }}
      onPower={(action) => power.mutateAsync({ projectId, id: current.id, action })}
      onOpen={() => open.mutateAsync({ projectId, id: current.id })}
      progress={progress.data?.events}
      {...(appearance ? { appearance } : {})}
    />
  ) : null;

  // Just created: the start-up status is the screen, so the wait is visible without a reload.
  if (notebookId === undefined && current) {
    return (
      <>
        {status}
        {onDone ? (
          <p>
            <button type="button" data-slot="link-button" onClick={onDone}>
              {t.back}
            </button>
          </p>
        ) : null}
      </>
    );
  }
  return (
    <>
      {status}
      <NotebookForm
        key={current?.id ?? 'new'}
        mode={current ? 'update' : 'create'}
        choices={options.data}
        {...(current
          ? {
              initialValues: {
                name: current.name,
                imageId: current.imageId,
                size: current.size,
                gpuCount: current.gpuCount,
                storageGiB: current.storageGiB,
                idleTimeoutMinutes: current.idleTimeoutMinutes,
              },
            }
          : {})}
        onSubmit={async (body) => {
          if (current) {
            const saved = await update.mutateAsync({ projectId, id: current.id, body });
            onDone?.();
            return saved;
          }
          const created = await create.mutateAsync({ projectId, body });
          setCreatedId(created.id);
          return created;
        }}
        {...(onDone ? { onCancel: onDone } : {})}
        {...(appearance ? { appearance } : {})}
      />
      {current && isAdmin ? (
        <NotebookScaleForm
          key={`scale-${current.replicas}`}
          name={current.name}
          replicas={current.replicas}
          maxReplicas={options.data.maxReplicas}
          onSubmit={(replicas) => scale.mutateAsync({ projectId, body: { instanceId: current.id, replicas } })}
          {...(appearance ? { appearance } : {})}
        />
      ) : null}
    </>
  );
}
