import { InfrastructureNoticePanel } from '@console/widgets/clusters';

/** The frame's word on simulated or unanswering engines (nothing while every engine is real and answering). */
export default function InfrastructureBadge() {
  return <InfrastructureNoticePanel />;
}
