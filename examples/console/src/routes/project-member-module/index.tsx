import { createFileRoute, redirect } from '@tanstack/react-router';
import { moduleById } from '../../modules';

// The module's own path leads to its first page (spec section 2 landing table).
export const Route = createFileRoute('/project-member-module/')({
  beforeLoad: () => {
    throw redirect({ href: moduleById('project-member-module').home, replace: true });
  },
});
