import { createFileRoute, redirect } from '@tanstack/react-router';
import { moduleById } from '../../modules';

// The module's own path leads to its first page (spec section 2 landing table).
export const Route = createFileRoute('/super-admin/')({
  beforeLoad: () => {
    throw redirect({ href: moduleById('super-admin').home, replace: true });
  },
});
