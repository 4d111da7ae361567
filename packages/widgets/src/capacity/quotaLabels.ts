import type { QuotaRequest, QuotaRequestStatus, ResourceAmounts } from '@console/core';
import type { WidgetMessages } from '../i18n/messages/en';
import type { StatusTone } from '../status/StatusBadge';

const TONES: Record<QuotaRequestStatus, StatusTone> = {
  PENDING: 'warning',
  APPROVED: 'success',
  DECLINED: 'danger',
  WITHDRAWN: 'neutral',
};

/** The badge tone of a request's status. */
export const quotaStatusTone = (status: QuotaRequestStatus): StatusTone => TONES[status];

/** "2 GPU, 64 GiB": the amounts that are not zero, in the reader's number format. */
export function amountText(
  a: ResourceAmounts,
  messages: Pick<WidgetMessages, 'capacity'>,
  number: (n: number) => string,
) {
  return messages.capacity.requests.amount({
    gpus: number(a.gpus),
    cpuCores: number(a.cpuCores),
    memoryGiB: number(a.memoryGiB),
  });
}

/** What a decider may grant at most: what the last approved step granted, or what was asked. */
export function grantCap(request: QuotaRequest): ResourceAmounts {
  const approved = [...request.steps].reverse().find((s) => s.outcome === 'APPROVED' && s.approved);
  return approved?.approved ?? request.requested;
}
