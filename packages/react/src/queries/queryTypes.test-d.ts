import type {
  Deployment,
  NotebookPage,
  Notification,
  OrganizationDetail,
  Page,
  UserInfo,
  UserSpace,
} from '@console/core';
import type { ConsoleClient } from '@console/core/client';
import type { QueryKey } from '@tanstack/react-query';
import { expectTypeOf, test } from 'vitest';
import type { deploymentListQuery } from './inferencingQueries';
import type { notebookListQuery } from './notebookQueries';
import type { notificationsQuery } from './notificationQueries';
import type { organizationQuery } from './tenancyQueries';
import { userInfoQuery, type userSpaceQuery } from './userQueries';

declare const client: ConsoleClient;
type DataOf<T> = T extends { queryFn?: infer F }
  ? F extends (...args: never[]) => infer R
    ? Awaited<R>
    : never
  : never;

test('query factories carry the admin API types to loaders and components', () => {
  expectTypeOf<DataOf<ReturnType<typeof userInfoQuery>>>().toEqualTypeOf<UserInfo>();
  expectTypeOf<DataOf<ReturnType<typeof userSpaceQuery>>>().toEqualTypeOf<UserSpace>();
  expectTypeOf<DataOf<ReturnType<typeof notificationsQuery>>>().toEqualTypeOf<Page<Notification>>();
  expectTypeOf<DataOf<ReturnType<typeof organizationQuery>>>().toEqualTypeOf<OrganizationDetail>();
  expectTypeOf<DataOf<ReturnType<typeof deploymentListQuery>>>().toEqualTypeOf<Page<Deployment>>();
  expectTypeOf(userInfoQuery(client).queryKey).toExtend<QueryKey>();
});

test('notebook lists carry the contract type', () => {
  expectTypeOf<DataOf<ReturnType<typeof notebookListQuery>>>().toEqualTypeOf<NotebookPage>();
});
