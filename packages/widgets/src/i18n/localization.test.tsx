import { describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { DateField } from '../date/DateField';
import { WeekdayPicker } from '../date/WeekdayPicker';
import { de, deCalendar } from '../locales/de';
import { sampleNotifications } from '../notifications/fixtures';
import { NotificationList } from '../notifications/NotificationList';
import { WidgetsProvider } from '../provider/WidgetsProvider';
import type { WidgetMessages } from './messages/en';
import { hostOverrides } from './overridesFixture';
import type { DeepPartial } from './types';

const items = sampleNotifications(10);
const noop = () => {};

function renderList(props: { locale?: string; messages?: DeepPartial<WidgetMessages> } = {}) {
  return render(
    <WidgetsProvider {...props}>
      <NotificationList
        page={{ items, pageIndex: 0, pageSize: 10, total: 1234 }}
        unreadOnly={false}
        unreadCount={3}
        onUnreadOnlyChange={noop}
        onPageChange={noop}
        onPageSizeChange={noop}
        onMarkRead={noop}
        onMarkAllRead={noop}
      />
    </WidgetsProvider>,
  );
}

const firstTime = (locale: string) =>
  new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(items[0]?.createdAt ?? ''),
  );

describe('localization through WidgetsProvider', () => {
  it('shows a host its three overridden texts and fr-FR numbers and dates, English for the rest', async () => {
    const screen = await renderList({ locale: 'fr-FR', messages: hostOverrides });
    await expect.element(screen.getByLabelText('Non lues seulement')).toBeVisible();
    await expect.element(screen.getByRole('button', { name: 'Tout marquer comme lu' })).toBeVisible();
    await expect.element(screen.getByText('Lignes par page')).toBeVisible();
    await expect.element(screen.getByRole('button', { name: /^Mark as read/ }).first()).toBeVisible();
    // fr-FR groups thousands with a narrow no-break space and writes "21 nov. 2026".
    await expect.element(screen.getByText('1–10 of 1\u202f234')).toBeVisible();
    await expect.element(screen.getByText(firstTime('fr-FR'))).toBeVisible();
    expect(firstTime('fr-FR')).toMatch(/nov\. 2026/);
  });

  it('is English with the English catalogue and en-US formatting by default', async () => {
    const screen = await renderList({ locale: 'en-US' });
    await expect.element(screen.getByLabelText('Unread only')).toBeVisible();
    await expect.element(screen.getByText('1–10 of 1,234')).toBeVisible();
    await expect.element(screen.getByText(firstTime('en-US'))).toBeVisible();
  });

  it('shows the German catalogue with German numbers', async () => {
    const screen = await renderList({ locale: 'de-DE', messages: de });
    await expect.element(screen.getByLabelText('Nur ungelesene')).toBeVisible();
    await expect.element(screen.getByRole('button', { name: 'Alle als gelesen markieren' })).toBeVisible();
    await expect.element(screen.getByText('1–10 von 1.234')).toBeVisible();
    await expect.element(screen.getByText('Zeilen pro Seite')).toBeVisible();
  });

  it('names the date picker, its months and its placeholder in German', async () => {
    const screen = await render(
      <WidgetsProvider locale="de-DE" messages={de} calendarLocale={deCalendar}>
        <DateField label="Liefertag" today="2026-03-10" />
      </WidgetsProvider>,
    );
    await expect
      .element(screen.getByRole('textbox', { name: 'Liefertag' }))
      .toHaveAttribute('placeholder', 'JJJJ-MM-TT');
    await userEvent.click(screen.getByRole('button', { name: 'Kalender für Liefertag öffnen' }));
    await expect.element(screen.getByText('März 2026')).toBeVisible();
  });

  it('names week days in the provider locale', async () => {
    const screen = await render(
      <WidgetsProvider locale="de-DE" messages={de}>
        <WeekdayPicker label="Tage" />
      </WidgetsProvider>,
    );
    await expect.element(screen.getByRole('button', { name: 'Montag' })).toBeVisible();
    await expect.element(screen.getByRole('button', { name: 'Sonntag' })).toHaveTextContent('So');
  });
});
