import type { ApiFetch } from '../http/apiFetch';
import { callsOf } from './callsOf';
import type { BodyOf, QueryOf, ResultOf } from './types';

/** A query whose values may also be undefined (left out of the request). */
type Loose<T> = { [K in keyof T]?: T[K] | undefined };
/** Which tenant's quota: the most specific of `projectId`, `branchId` and `organizationId` given. */
export type QuotaScope = Loose<QueryOf<'quotas.get'>>;
/** The quota request list's query: scope ids, status, `awaitingMe`, paging; undefined values are left out. */
export type QuotaRequestListQuery = Loose<QueryOf<'quotas.requests'>>;

/** Quotas of GPUs, CPU cores and memory per tenant, and the requests that raise a project's. */
export interface QuotaCalls {
  /** A tenant's quota, what it handed down to the tenants below it, and its headroom. */
  get(scope: QuotaScope): Promise<ResultOf<'quotas.get'>>;
  /**
   * Sets a tenant's quota (admins above it): not below what it handed down, a raise within the headroom of the tier
   * above; a 400 names the resource that does not fit.
   */
  set(body: BodyOf<'quotas.set'>): Promise<ResultOf<'quotas.set'>>;
  /**
   * The capacity board of the platform (no ids), an organization, branch or project: quota, allocated, used and
   * free per tenant one level down (per workload for a project), and the workloads waiting in the capacity queue.
   */
  board(scope?: QuotaScope): Promise<ResultOf<'quotas.board'>>;
  /** Requests the caller made or may decide, newest first. */
  requests(query?: QuotaRequestListQuery): Promise<ResultOf<'quotas.requests'>>;
  /** Asks for more quota for a project the caller administers, with a reason. */
  request(body: BodyOf<'quotas.request'>): Promise<ResultOf<'quotas.request'>>;
  /** One request with its approval steps. */
  getRequest(id: number): Promise<ResultOf<'quotas.getRequest'>>;
  /** Approves (in full or in part) or declines the step a request waits on; a 409 says what decided it first. */
  decide(id: number, body: BodyOf<'quotas.decide'>): Promise<ResultOf<'quotas.decide'>>;
  /** Withdraws a pending request (its requester). */
  withdraw(id: number): Promise<ResultOf<'quotas.withdraw'>>;
}

/** Quotas of GPUs, CPU cores and memory per tenant, and the requests that raise a project's. */
export const createQuotaCalls = (fetch: ApiFetch) =>
  callsOf<QuotaCalls>(fetch, {
    get: '/capacity/quotas Q',
    set: 'PUT /capacity/quotas B',
    board: '/capacity/board Q',
    requests: '/capacity/quota-requests L',
    request: 'POST /capacity/quota-requests B',
    getRequest: '/capacity/quota-requests/{id}',
    decide: 'POST /capacity/quota-requests/{id}/decision B',
    withdraw: 'POST /capacity/quota-requests/{id}/withdraw',
  });
