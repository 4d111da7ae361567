import { createFileRoute } from '@tanstack/react-router';
import { IamPage } from '../../areas/iam/IamPage';
import { pageOf } from '../../modules';

export const Route = createFileRoute('/branch-module/iam')({
  staticData: { page: pageOf('branch-module', 'iam') },
  component: IamPage,
});
