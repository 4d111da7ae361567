/** Creating, changing and deleting branches, with their notices (see `resourceService`). */
import { branchRoutes } from '@console/contract';
import { scopeBelow } from '../../access/access';
import { uniqueName } from '../../http/conflicts';
import { resourceNotices } from '../../notify/messages';
import { resourceService } from '../../services/resourceService';
import { branchDetail } from './queries';
import { branches } from './tables';

/** The branch service: `create`, `update` and `delete`. */
export const branchService = resourceService(branchRoutes, {
  noun: 'Branch',
  table: branches,
  label: branches.name,
  detail: ({ services, access }, id) => branchDetail(services.db, access, id),
  scopeOfNew: scopeBelow,
  unique: uniqueName('branches_org_name', (name) => `A branch named ${name} already exists in this organization`),
  notices: resourceNotices('branch'),
});
