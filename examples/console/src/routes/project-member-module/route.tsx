import { createFileRoute } from '@tanstack/react-router';
import { moduleGuard } from '../../shell/guards';
import { ModuleLayout } from '../../shell/ModuleLayout';

export const Route = createFileRoute('/project-member-module')({
  beforeLoad: ({ context, location }) => moduleGuard(context, 'project-member-module', location.href),
  component: () => <ModuleLayout module="project-member-module" />,
});
