import type { SlaPolicy } from '@console/core';
import { slaPolicyListQuery, useConsoleClient, useDeleteSlaPolicy } from '@console/react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Allowance } from '../actions/Allowance';
import { LIST_SORT_KEYS } from '../panel/listSortKeys';
import { queryListProps } from '../panel/queryListProps';
import { listQueryOf, NO_FILTERS, type NoFilters } from '../table/listState';
import { type ListStateProps, useListState } from '../table/useListState';
import type { Appearance } from '../theme/appearance';
import { SlaPoliciesTable } from './SlaPoliciesTable';

export interface SlaPoliciesPanelProps extends ListStateProps<NoFilters> {
  /** Whose policies; left out, every policy the caller may see (super admins). */
  organizationId?: number | undefined;
  /** Where a policy is edited; only policies the caller manages link there. */
  policyHref?: ((policy: SlaPolicy) => string) | undefined;
  canCreate?: Allowance | undefined;
  onCreate?: (() => void) | undefined;
  /** Overrides who may delete; by default the policy's managers. */
  canDelete?: ((policy: SlaPolicy) => Allowance) | undefined;
  /** Called after a confirmed delete succeeded (toast it). */
  onDeleted?: ((policy: SlaPolicy) => void) | undefined;
  appearance?: Appearance | undefined;
}

/** SLA policies inside `ConsoleProvider`: fetches, searches, sorts and pages by itself; deletes after confirmation. */
export function SlaPoliciesPanel(props: SlaPoliciesPanelProps) {
  const { organizationId, onDeleted, value, defaultValue, onValueChange, ...rest } = props;
  const client = useConsoleClient();
  const [list, setList] = useListState({ value, defaultValue, onValueChange }, NO_FILTERS);
  const query = useQuery({
    ...slaPolicyListQuery(client, {
      ...listQueryOf(list, LIST_SORT_KEYS),
      ...(organizationId ? { organizationId } : {}),
    }),
    placeholderData: keepPreviousData,
  });
  const remove = useDeleteSlaPolicy();
  return (
    <SlaPoliciesTable
      {...rest}
      {...queryListProps(query)}
      value={list}
      onValueChange={setList}
      onDelete={async (policy) => {
        await remove.mutateAsync(policy.id);
        onDeleted?.(policy);
      }}
    />
  );
}
