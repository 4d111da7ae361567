import { useNavigation } from '@console/widgets';
import { PredefinedModelsPanel } from '@console/widgets/inferencing';
import { useConsoleMessages } from '../../i18n/language';
import { PageHeading } from '../PageHeading';

/** The predefined-model catalog; Deploy opens the create form prefilled with the model. */
export function PredefinedModelsPage() {
  const { navigate } = useNavigation();
  const t = useConsoleMessages();
  return (
    <section aria-labelledby="page-title">
      <PageHeading title={t.pages.predefinedModels} />
      <div className="min-w-0 rounded-lg border border-line bg-surface p-3 shadow-sm sm:p-4">
        <PredefinedModelsPanel onDeploy={(m) => navigate(`/project-module/triton-inference/create?modelId=${m.id}`)} />
      </div>
    </section>
  );
}
