import { useNavigation } from '@console/widgets';
import { OrganizationFormPanel } from '@console/widgets/organizations';
import { useConsoleMessages } from '../../i18n/language';
import { PageHeading } from '../PageHeading';
import { useModuleBase } from '../useModuleBase';

/** Creates an organization (super admins; the module's entry check keeps others out), then returns to the list. */
export function OrganizationCreatePage() {
  const base = useModuleBase();
  const t = useConsoleMessages();
  const { navigate } = useNavigation();
  const back = () => navigate(`${base}/organizations`);
  return (
    <section aria-labelledby="page-title" className="max-w-2xl">
      <PageHeading title={t.pages.organizationCreate} />
      {/* The admin API announces the creation as a live success notification, which the shell shows as a toast. */}
      <OrganizationFormPanel onSaved={back} onCancel={back} />
    </section>
  );
}
