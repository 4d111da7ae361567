import { branchQuery, useConsoleClient } from '@console/react';
import { Button, useNavigation } from '@console/widgets';
import { BranchInfo } from '@console/widgets/branches';
import { useQuery } from '@tanstack/react-query';
import { useAreaMessages } from '../../i18n/areaMessages';
import { PageHeading } from '../PageHeading';
import { useModuleBase } from '../useModuleBase';
import { useRouteId } from '../useRouteId';

/** Branch Information: one branch with a link to edit it and to its projects. */
export function BranchDetailPage() {
  const client = useConsoleClient();
  const t = useAreaMessages();
  const id = useRouteId();
  const base = useModuleBase();
  const { navigate } = useNavigation();
  const branch = useQuery({ ...branchQuery(client, id), enabled: id > 0 });
  const missing = id === 0 ? { status: 404, message: t.missing.branch } : null;

  return (
    <section aria-labelledby="page-title">
      <PageHeading title={t.pages.branchDetail} />
      <BranchInfo
        branch={branch.data}
        error={missing ?? branch.error}
        onRetry={() => void branch.refetch()}
        actions={
          branch.data?.isAdmin ? (
            <Button onClick={() => navigate(`${base}/branch/update/${id}`)}>{t.pageText.editBranch}</Button>
          ) : undefined
        }
      />
    </section>
  );
}
