import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { de } from '../locales/de';
import { sampleNotifications } from '../notifications/fixtures';
import { NotificationList } from '../notifications/NotificationList';
import { WidgetsProvider } from '../provider/WidgetsProvider';
import { withWidgets } from '../stories/withWidgets';
import type { WidgetMessages } from './messages/en';
import { hostOverrides } from './overridesFixture';
import type { DeepPartial } from './types';

interface LocalizedProps {
  locale: string;
  messages?: DeepPartial<WidgetMessages> | undefined;
}

/** A notification list under a provider with the given locale and messages. */
function Localized({ locale, messages }: LocalizedProps) {
  return (
    <WidgetsProvider locale={locale} messages={messages}>
      <NotificationList
        page={{ items: sampleNotifications(10), pageIndex: 0, pageSize: 10, total: 1234 }}
        unreadOnly={false}
        unreadCount={3}
        onUnreadOnlyChange={fn()}
        onPageChange={fn()}
        onPageSizeChange={fn()}
        onMarkRead={fn()}
        onMarkAllRead={fn()}
      />
    </WidgetsProvider>
  );
}

const meta = {
  title: 'Primitives/Localization',
  component: Localized,
  decorators: [withWidgets],
} satisfies Meta<typeof Localized>;
export default meta;

type Story = StoryObj<typeof meta>;

/** The German catalogue shipped at `@console/widgets/locales/de`, with German dates and numbers. */
export const German: Story = {
  args: { locale: 'de-DE', messages: de },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Nur ungelesene')).toBeVisible();
    await expect(canvas.getByText(/von 1\.234/)).toBeVisible();
  },
};

/** A host overrides three texts and sets `fr-FR`: its words, French numbers and dates, English elsewhere. */
export const HostOverrides: Story = {
  args: { locale: 'fr-FR', messages: hostOverrides },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Non lues seulement')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Tout marquer comme lu' })).toBeVisible();
    await expect(canvas.getByText('Lignes par page')).toBeVisible();
    // Not overridden: English stays.
    await expect(canvas.getAllByRole('button', { name: /^Mark as read/ })[0]).toBeVisible();
    await expect(canvas.getByText(/of 1\s234/)).toBeVisible();
  },
};
