import { createFileRoute } from '@tanstack/react-router';
import { moduleGuard } from '../../shell/guards';
import { ModuleLayout } from '../../shell/ModuleLayout';

export const Route = createFileRoute('/super-admin')({
  beforeLoad: ({ context, location }) => moduleGuard(context, 'super-admin', location.href),
  component: () => <ModuleLayout module="super-admin" />,
});
