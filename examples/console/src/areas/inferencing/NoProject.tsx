import { EmptyState } from '@console/widgets';

/** What inferencing screens show before a project is chosen. */
export function NoProject() {
  return <EmptyState title="No project selected" description="Choose a project in the context switcher." />;
}
