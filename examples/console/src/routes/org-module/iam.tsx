import { createFileRoute } from '@tanstack/react-router';
import { IamPage } from '../../areas/iam/IamPage';
import { pageOf } from '../../modules';

export const Route = createFileRoute('/org-module/iam')({
  staticData: { page: pageOf('org-module', 'iam') },
  component: IamPage,
});
