import { useNavigation } from '@console/widgets';
import { useModuleBase } from '../useModuleBase';
import { type TicketLinkInput, ticketCreateHref } from './ticketLink';

/** "Open a ticket" about a resource on its screen: the module's ticket form, pre-filled with it. */
export function OpenTicketLink({ related }: { related: NonNullable<TicketLinkInput['related']> | undefined }) {
  const base = useModuleBase();
  const { Link } = useNavigation();
  // Until the resource has loaded there is nothing to name in the ticket.
  if (!related) return null;
  const noun = related.kind === 'DEPLOYMENT' ? 'deployment' : related.kind === 'NOTEBOOK' ? 'notebook' : 'service';
  return (
    <Link
      to={ticketCreateHref(base, { subject: `About ${noun} ${related.name}`, related })}
      aria-label={`Open a ticket about ${related.name}`}
    >
      Open a ticket
    </Link>
  );
}
