import { useNavigation } from '@console/widgets';
import { useAreaMessages } from '../../i18n/areaMessages';
import { useModuleBase } from '../useModuleBase';
import { type TicketLinkInput, ticketCreateHref } from './ticketLink';

/** "Open a ticket" about a resource on its screen: the module's ticket form, pre-filled with it. */
export function OpenTicketLink({ related }: { related: NonNullable<TicketLinkInput['related']> | undefined }) {
  const base = useModuleBase();
  const t = useAreaMessages();
  const { Link } = useNavigation();
  // Until the resource has loaded there is nothing to name in the ticket.
  if (!related) return null;
  return (
    <Link
      to={ticketCreateHref(base, { subject: t.pageText.aboutResource(related), related })}
      aria-label={t.pageText.openTicketAbout({ name: related.name })}
    >
      {t.pageText.openTicket}
    </Link>
  );
}
