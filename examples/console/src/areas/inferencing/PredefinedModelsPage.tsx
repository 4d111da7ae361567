import { PredefinedModelsPanel, useNavigation } from '@console/widgets';
import { PageHeading } from '../PageHeading';

/** The predefined-model catalog; Deploy opens the create form prefilled with the model. */
export function PredefinedModelsPage() {
  const { navigate } = useNavigation();
  return (
    <section aria-labelledby="page-title">
      <PageHeading title="Predefined Models" />
      <PredefinedModelsPanel onDeploy={(m) => navigate(`/project-module/triton-inference/create?modelId=${m.id}`)} />
    </section>
  );
}
