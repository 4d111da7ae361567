import { createFileRoute } from '@tanstack/react-router';
import { AuditLogPage } from '../../areas/audit/AuditLogPage';
import { pageOf } from '../../modules';

export const Route = createFileRoute('/project-module/audit-log')({
  staticData: { page: pageOf('project-module', 'audit-log') },
  component: AuditLogPage,
});
