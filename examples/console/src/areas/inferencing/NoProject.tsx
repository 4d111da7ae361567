import { EmptyState } from '@console/widgets';
import { useAreaMessages } from '../../i18n/areaMessages';

/** What inferencing screens show before a project is chosen. */
export function NoProject() {
  const t = useAreaMessages();
  return <EmptyState title={t.empty.noProject} description={t.empty.chooseProject} />;
}
