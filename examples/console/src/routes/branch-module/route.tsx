import { createFileRoute } from '@tanstack/react-router';
import { moduleGuard } from '../../shell/guards';
import { ModuleLayout } from '../../shell/ModuleLayout';

export const Route = createFileRoute('/branch-module')({
  beforeLoad: ({ context, location }) => moduleGuard(context, 'branch-module', location.href),
  component: () => <ModuleLayout module="branch-module" />,
});
