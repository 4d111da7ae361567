import { useState } from 'react';
import { notebooks as notebooksEn } from '../i18n/messages/en/notebooks';
import { useMessages } from '../i18n/useMessages';

export interface OpenNotebookLinkProps {
  name: string;
  /** Where the running notebook lives (followed as is when there is no `onOpen`). */
  href: string;
  /**
   * Asks for a one-time address that signs the owner in (the host's `jupyterhub.open`); the link then opens
   * that in a new tab instead of `href`.
   */
  onOpen?: (() => Promise<{ url: string }>) | undefined;
  /** The link's visible text; its accessible name is always "Open {name}". */
  children: React.ReactNode;
}

/**
 * Open for a running notebook. With `onOpen`, the click opens a tab at once (so no pop-up blocker stops it),
 * asks for the one-time address and sends the tab there; the address is spent on arrival and the notebook's
 * own page drops it, so no credential stays in the tab's address. A refusal closes the tab and says why.
 */
export function OpenNotebookLink({ name, href, onOpen, children }: OpenNotebookLinkProps) {
  const t = useMessages({ notebooks: notebooksEn }).notebooks;
  const [state, setState] = useState<{ kind: 'idle' } | { kind: 'opening' } | { kind: 'failed'; reason: string }>({
    kind: 'idle',
  });
  const open = async () => {
    const tab = window.open('about:blank', '_blank');
    setState({ kind: 'opening' });
    try {
      const { url } = await (onOpen as () => Promise<{ url: string }>)();
      if (tab) {
        tab.opener = null;
        tab.location.href = url;
      } else window.location.assign(url);
      setState({ kind: 'idle' });
    } catch (error) {
      tab?.close();
      setState({ kind: 'failed', reason: error instanceof Error ? error.message : String(error) });
    }
  };
  return (
    <>
      <a
        href={href}
        target="_blank"
        rel="noreferrer"
        aria-label={t.openOf({ name })}
        aria-busy={state.kind === 'opening' || undefined}
        onClick={
          onOpen
            ? (event) => {
                event.preventDefault();
                void open();
              }
            : undefined
        }
      >
        {children}
      </a>
      {state.kind === 'failed' ? (
        <span data-slot="form-error" role="alert">
          {' '}
          {t.openFailed({ name, reason: state.reason })}
        </span>
      ) : null}
    </>
  );
}
