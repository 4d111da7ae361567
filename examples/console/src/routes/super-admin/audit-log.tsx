import { createFileRoute } from '@tanstack/react-router';
import { AuditLogPage } from '../../areas/audit/AuditLogPage';
import { pageOf } from '../../modules';

export const Route = createFileRoute('/super-admin/audit-log')({
  staticData: { page: pageOf('super-admin', 'audit-log') },
  component: AuditLogPage,
});
