import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { dark, withWidgets } from '../stories/withWidgets';
import { DeploymentKeys } from './DeploymentKeys';
import { DeploymentOverview } from './DeploymentOverview';
import { DeploymentSchedule } from './DeploymentSchedule';
import { DeploymentTimeline } from './DeploymentTimeline';
import { DeploymentVersions } from './DeploymentVersions';
import {
  queuedDeployment,
  sampleDeployment,
  sampleEvents,
  sampleKeys,
  sampleVersions,
  sampleWindows,
} from './fixtures';

/** The parts of the deployment detail screen, as presentational widgets. */
const meta = {
  title: 'Inferencing/DeploymentDetail',
  component: DeploymentOverview,
  decorators: [withWidgets],
  args: { deployment: sampleDeployment(1), onPause: fn(), onResume: fn(), onEdit: fn(), onDelete: fn() },
} satisfies Meta<typeof DeploymentOverview>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Overview: Story = {};
export const Failed: Story = { args: { deployment: sampleDeployment(4) } };
export const OverviewDark: Story = { parameters: dark };
/** Paused for a week: its GPUs were released, and Start rolls it out again. */
export const Stopped: Story = {
  args: {
    deployment: sampleDeployment(1, {
      status: 'STOPPED',
      statusReason: 'Stopped after 7 days paused; its replicas and GPUs were released',
    }),
  },
};
/** Waiting in the capacity queue: the status says why, with the amounts; pausing takes it out of the queue. */
export const Queued: Story = {
  args: { deployment: queuedDeployment() },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Waiting for capacity')).toBeVisible();
    await expect(canvas.getByText(/Waiting for quota: Vision Lab may hold 4 GPUs/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Pause' })).toBeVisible();
  },
};
/** A project user who may only call it: no edit, pause or delete. */
export const CallerOnly: Story = {
  render: () => <DeploymentOverview deployment={sampleDeployment(1, { callerAccess: 'CALL' })} />,
};

export const Versions: Story = {
  render: () => <DeploymentVersions versions={sampleVersions} onActivate={fn()} />,
};
export const VersionsLoading: Story = { render: () => <DeploymentVersions versions={undefined} loading /> };

export const Keys: Story = {
  render: () => (
    <DeploymentKeys
      keys={sampleKeys}
      onCreate={async (name) =>
        ({ ...sampleKeys[0], keyId: 2, name, secret: 'sk-ExampleSecretShownOnce', lastUsedAt: null }) as never
      }
      onRevoke={fn()}
    />
  ),
};
export const KeysEmpty: Story = { render: () => <DeploymentKeys keys={[]} onCreate={fn()} /> };
export const KeysError: Story = {
  render: () => <DeploymentKeys keys={undefined} error={{ message: 'The admin API did not answer.', status: 0 }} />,
};

export const Schedule: Story = {
  render: () => <DeploymentSchedule windows={sampleWindows} onAdd={fn()} onUpdate={fn()} onRemove={fn()} />,
};
/** Read only: someone who may call the deployment sees its windows but cannot change them. */
export const ScheduleReadOnly: Story = { render: () => <DeploymentSchedule windows={sampleWindows} /> };
export const ScheduleRefused: Story = {
  render: () => (
    <DeploymentSchedule
      windows={sampleWindows}
      onAdd={() =>
        Promise.reject({ status: 400, message: 'Validation failed', errors: { start: 'Overlaps window 1' } })
      }
    />
  ),
};

export const Timeline: Story = { render: () => <DeploymentTimeline events={sampleEvents} /> };
/** A replica that crashed and was restarted by the platform, then the version given up after repeated crashes. */
export const TimelineRestarts: Story = {
  render: () => (
    <DeploymentTimeline
      events={[
        {
          id: 6,
          at: '2026-01-05T09:03:10.000Z',
          actor: null,
          action: 'FAILED',
          detail: 'Replica 1 of version 1 exited with code 134; it crashed 4 times within a minute and was given up',
        },
        {
          id: 5,
          at: '2026-01-05T09:02:00.000Z',
          actor: null,
          action: 'REPLICA_RESTARTED',
          detail: 'Replica 1 of version 1 was killed (SIGKILL); restarted',
        },
        ...sampleEvents,
      ]}
    />
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('list', { name: 'Timeline' })).toHaveTextContent('Replica restarted');
  },
};
export const TimelineEmpty: Story = { render: () => <DeploymentTimeline events={[]} /> };
export const TimelineDark: Story = { render: () => <DeploymentTimeline events={sampleEvents} />, parameters: dark };
