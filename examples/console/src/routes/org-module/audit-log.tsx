import { createFileRoute } from '@tanstack/react-router';
import { AuditLogPage } from '../../areas/audit/AuditLogPage';
import { pageOf } from '../../modules';

export const Route = createFileRoute('/org-module/audit-log')({
  staticData: { page: pageOf('org-module', 'audit-log') },
  component: AuditLogPage,
});
