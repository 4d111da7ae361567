import type { ProjectDetail, ProjectService } from '@console/core';

/** A service of a project as the widgets show it; core's `ProjectService` fits. */
export type ProjectServiceRow = Pick<ProjectService, 'serviceId' | 'name' | 'status' | 'quota' | 'used' | 'updatedAt'>;

/** The fields of a project the project widgets show; core's `ProjectDetail` fits. */
export type ProjectRow = Pick<
  ProjectDetail,
  'id' | 'name' | 'description' | 'organizationName' | 'branchName' | 'createdAt' | 'isFavorite'
> & { services: readonly Pick<ProjectService, 'serviceId' | 'name' | 'status'>[] };

/** A service of the catalogue, offered as a filter or to add. */
export interface ServiceOption {
  id: number;
  name: string;
}

/** The project list's filter besides search: one service (the API's `serviceId`), or `null` for any. */
export interface ProjectFilters {
  serviceId: number | null;
}
