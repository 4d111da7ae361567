import type { QuotaRequest, QuotaScope } from '@console/core';
import {
  quotaRequestListQuery,
  useConsoleClient,
  useDecideQuotaRequest,
  useQuotaLiveUpdates,
  useRequestQuota,
  useWithdrawQuotaRequest,
} from '@console/react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ConfirmDialog } from '../dialog/ConfirmDialog';
import { capacity as capacityEn } from '../i18n/messages/en/capacity';
import { useMessages } from '../i18n/useMessages';
import { FormDialog } from '../panel/FormDialog';
import { useSuccessToast } from '../panel/useSuccessToast';
import type { Appearance } from '../theme/appearance';
import { QuotaDecisionForm } from './QuotaDecisionForm';
import { QuotaRequestForm } from './QuotaRequestForm';
import { QuotaRequestsTable } from './QuotaRequestsTable';

export interface QuotaRequestsPanelProps {
  /** Whose requests: the most specific of `projectId`, `branchId` and `organizationId` given; none, all the caller may see. */
  scope: QuotaScope;
  /** The project the caller may ask more quota for (its admins): offers "Request more quota". */
  requestFor?: { projectId: number; projectName: string } | undefined;
  /** Starts with only the requests waiting on the caller (deciders); they can switch to all. */
  defaultAwaitingMe?: boolean | undefined;
  /** Told after a request was sent, decided or withdrawn. */
  onChanged?: ((request: QuotaRequest) => void) | undefined;
  appearance?: Appearance | undefined;
}

type Deciding = { request: QuotaRequest; decision: 'APPROVE' | 'DECLINE' } | null;

/**
 * Quota requests inside `ConsoleProvider`, live on quota notifications: a project's admins ask for more (and
 * withdraw); the branch, organization and platform admins approve in full or in part, or decline, the step
 * that waits on them. A decision someone else made first is shown with what they decided.
 */
export function QuotaRequestsPanel(props: QuotaRequestsPanelProps) {
  const { scope, requestFor, defaultAwaitingMe = false, onChanged, appearance } = props;
  const messages = useMessages({ capacity: capacityEn });
  const t = messages.capacity;
  const client = useConsoleClient();
  const toast = useSuccessToast();
  useQuotaLiveUpdates();
  const [pageIndex, setPageIndex] = useState(0);
  const [awaitingMe, setAwaitingMe] = useState(defaultAwaitingMe);
  const [creating, setCreating] = useState(false);
  const [deciding, setDeciding] = useState<Deciding>(null);
  const [withdrawing, setWithdrawing] = useState<QuotaRequest | null>(null);
  const query = useQuery({
    ...quotaRequestListQuery(client, {
      ...scope,
      pageIndex,
      pageSize: 20,
      ...(awaitingMe ? { awaitingMe: true } : {}),
    }),
    placeholderData: keepPreviousData,
  });
  const request = useRequestQuota();
  const decide = useDecideQuotaRequest();
  const withdraw = useWithdrawQuotaRequest();
  const isDecider = !requestFor;
  return (
    <>
      <QuotaRequestsTable
        page={query.data}
        loading={query.isPending || query.isPlaceholderData}
        error={query.error}
        onRetry={() => void query.refetch()}
        onPageChange={setPageIndex}
        {...(isDecider
          ? {
              awaitingMe,
              onAwaitingMeChange: (next: boolean) => {
                setAwaitingMe(next);
                setPageIndex(0);
              },
            }
          : {})}
        {...(requestFor ? { onCreate: () => setCreating(true) } : {})}
        onApprove={(r) => setDeciding({ request: r, decision: 'APPROVE' })}
        onDecline={(r) => setDeciding({ request: r, decision: 'DECLINE' })}
        onWithdraw={setWithdrawing}
        appearance={appearance}
      />
      {requestFor ? (
        <FormDialog
          title={t.form.title({ project: requestFor.projectName })}
          open={creating}
          onOpenChange={setCreating}
          appearance={appearance}
        >
          <QuotaRequestForm
            onCancel={() => setCreating(false)}
            onSubmit={async (input) => {
              const sent = await request.mutateAsync({ projectId: requestFor.projectId, ...input });
              setCreating(false);
              toast(t.requests.requested, `#${sent.id}`);
              onChanged?.(sent);
            }}
          />
        </FormDialog>
      ) : null}
      {deciding ? (
        <FormDialog
          title={
            deciding.decision === 'APPROVE'
              ? t.decision.approveTitle({ id: String(deciding.request.id) })
              : t.decision.declineTitle({ id: String(deciding.request.id) })
          }
          open
          onOpenChange={(open) => (open ? undefined : setDeciding(null))}
          appearance={appearance}
        >
          <QuotaDecisionForm
            request={deciding.request}
            decision={deciding.decision}
            onCancel={() => setDeciding(null)}
            onSubmit={async (input) => {
              const decided = await decide.mutateAsync({ id: deciding.request.id, body: input });
              setDeciding(null);
              toast(t.requests.decided({ id: String(decided.id) }));
              onChanged?.(decided);
            }}
          />
        </FormDialog>
      ) : null}
      {withdrawing ? (
        <ConfirmDialog
          open
          onOpenChange={(open) => (open ? undefined : setWithdrawing(null))}
          title={t.requests.withdrawTitle({ id: String(withdrawing.id) })}
          description={t.requests.withdrawConsequence}
          confirmLabel={t.requests.withdraw}
          destructive
          {...(appearance ? { appearance } : {})}
          onConfirm={async () => {
            const gone = await withdraw.mutateAsync(withdrawing.id);
            setWithdrawing(null);
            toast(t.requests.withdrawn, `#${gone.id}`);
            onChanged?.(gone);
          }}
        />
      ) : null}
    </>
  );
}
