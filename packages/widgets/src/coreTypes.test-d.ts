// Compile-time checks (tsc -b): core's data types fit the widgets' props as they are, so the console can pass
// query results and store snapshots straight through.
import type {
  BranchDetail,
  ConsoleError,
  Notification,
  OrganizationDetail,
  ProjectDetail,
  ProjectService,
  Toast,
  User,
  UserSpace,
} from '@console/core';
import type { BranchRow } from './branches/types';
import type { UserRow } from './iam/types';
import type { UserSpaceLike } from './iam/UserSpaceTree';
import type { NotificationItem } from './notifications/types';
import type { OrganizationRow } from './organizations/types';
import type { ProjectRow, ProjectServiceRow } from './projects/types';
import type { WidgetError } from './state/widgetError';
import type { ToasterProps } from './toast/Toaster';

type Fits<Actual extends Expected, Expected> = Actual;

export type Checks = [
  Fits<Notification, NotificationItem>,
  Fits<OrganizationDetail, OrganizationRow>,
  Fits<BranchDetail, BranchRow>,
  Fits<ProjectDetail, ProjectRow>,
  Fits<ProjectService, ProjectServiceRow>,
  Fits<User, UserRow>,
  Fits<UserSpace, UserSpaceLike>,
  Fits<ConsoleError, WidgetError>,
  Fits<{ toasts: Toast[]; onDismiss: (id: string) => void }, ToasterProps<Toast>>,
];
