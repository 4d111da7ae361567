import { EmptyState } from '@console/widgets';
import { useConsoleMessages } from '../../i18n/language';

/** What inferencing screens show before a project is chosen. */
export function NoProject() {
  const t = useConsoleMessages();
  return <EmptyState title={t.empty.noProject} description={t.empty.chooseProject} />;
}
