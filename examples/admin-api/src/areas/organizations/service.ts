/** Creating, changing and deleting organizations, with their notices (see `resourceService`). */
import { organizationRoutes } from '@console/contract';
import { scopeBelow } from '../../access/access';
import { uniqueName } from '../../http/conflicts';
import { resourceNotices } from '../../notify/messages';
import { resourceService } from '../../services/resourceService';
import { organizationDetail } from './queries';
import { organizations } from './tables';

/** The organization service: `create`, `update` and `delete`. */
export const organizationService = resourceService(organizationRoutes, {
  noun: 'Organization',
  table: organizations,
  label: organizations.name,
  detail: ({ services, access }, id) => organizationDetail(services.db, access, id),
  scopeOfNew: scopeBelow,
  unique: uniqueName('organizations_name_unique', (name) => `An organization named ${name} already exists`),
  notices: resourceNotices('organization'),
});
