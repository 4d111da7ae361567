import { createFileRoute } from '@tanstack/react-router';
import { moduleGuard } from '../../shell/guards';
import { ModuleLayout } from '../../shell/ModuleLayout';

export const Route = createFileRoute('/org-module')({
  beforeLoad: ({ context, location }) => moduleGuard(context, 'org-module', location.href),
  component: () => <ModuleLayout module="org-module" />,
});
