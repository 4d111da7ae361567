// Type-level checks of the call tables: `tsc -b` (pnpm typecheck) fails when a line the contract does not have
// is accepted, or one it has is refused.
import type { $Fetch } from 'ofetch';
import { expectTypeOf } from 'vitest';
import { callsOf } from './callsOf';
import type { ContractCall, ContractPath, GetPath } from './contractCall';
import { getPath } from './contractCall';

declare const fetch: $Fetch;
interface Calls {
  one(): Promise<unknown>;
}

// The contract's paths and methods, with the argument the operation takes.
expectTypeOf<'/organizations L'>().toExtend<ContractCall>();
expectTypeOf<'POST /organizations B'>().toExtend<ContractCall>();
expectTypeOf<'PUT /organizations/{id} B'>().toExtend<ContractCall>();
expectTypeOf<'DELETE /workspace/project/{projectId}/ai/inferencing/projects/deployments/{id}/key ?keyId'>().toExtend<ContractCall>();
expectTypeOf<'POST /users/reset =email'>().toExtend<ContractCall>();
expectTypeOf<'/users/info'>().toExtend<ContractPath>();
expectTypeOf<'/clusters/{id}/utilisation'>().toExtend<GetPath>();

// A path the contract does not have.
expectTypeOf<'/organisations'>().not.toExtend<ContractCall>();
expectTypeOf<'/organizations/:'>().not.toExtend<ContractCall>();
// A method the path does not answer: organizations are changed with PUT, not PATCH; GET is written without a method.
expectTypeOf<'PATCH /organizations/{id} B'>().not.toExtend<ContractCall>();
expectTypeOf<'GET /organizations'>().not.toExtend<ContractCall>();
expectTypeOf<'/organizations/reset'>().not.toExtend<ContractCall>();
// A body for an operation that takes none, a query parameter or body field the operation does not know.
expectTypeOf<'DELETE /organizations/{id} B'>().not.toExtend<ContractCall>();
expectTypeOf<'/users ?colour'>().not.toExtend<ContractCall>();
expectTypeOf<'POST /users/reset =mail'>().not.toExtend<ContractCall>();
expectTypeOf<'/users/info L'>().not.toExtend<ContractCall>();
// A path that answers only POST is no GET path.
expectTypeOf<'/users/reset'>().not.toExtend<GetPath>();

// In a table: a call that is not in the contract does not compile.
callsOf<Calls>(fetch, { one: 'DELETE /organizations/{id}' });
// @ts-expect-error: no such path in the contract
callsOf<Calls>(fetch, { one: '/organisations/{id}' });
// @ts-expect-error: the contract has no PATCH on this path
callsOf<Calls>(fetch, { one: 'PATCH /organizations/{id} B' });
// @ts-expect-error: a path written the old way, with `:` for a parameter
callsOf<Calls>(fetch, { one: '/organizations/:' });
// @ts-expect-error: a hand-written GET on a path that answers only POST
getPath('/users/reset');
