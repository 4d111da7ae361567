import { createFileRoute } from '@tanstack/react-router';
import { AuditLogPage } from '../../areas/audit/AuditLogPage';
import { pageOf } from '../../modules';

export const Route = createFileRoute('/branch-module/audit-log')({
  staticData: { page: pageOf('branch-module', 'audit-log') },
  component: AuditLogPage,
});
