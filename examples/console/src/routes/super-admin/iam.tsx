import { createFileRoute } from '@tanstack/react-router';
import { IamPage } from '../../areas/iam/IamPage';
import { pageOf } from '../../modules';

export const Route = createFileRoute('/super-admin/iam')({
  staticData: { page: pageOf('super-admin', 'iam') },
  component: IamPage,
});
