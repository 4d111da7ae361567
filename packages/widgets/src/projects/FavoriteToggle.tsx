import { useState } from 'react';
import { projects as projectsEn } from '../i18n/messages/en/projects';
import { useMessages } from '../i18n/useMessages';

export interface FavoriteToggleProps {
  name: string;
  favorite: boolean;
  /** Saves the new state; the toggle is busy until a returned promise settles. */
  onChange: (favorite: boolean) => unknown;
}

/** A star that marks a project as favorite (`aria-pressed`). */
export function FavoriteToggle({ name, favorite, onChange }: FavoriteToggleProps) {
  const [busy, setBusy] = useState(false);
  const toggle = async () => {
    setBusy(true);
    try {
      await onChange(!favorite);
    } catch {
      // The host reports the failure (a toast); the star keeps showing the state the host passes in.
    } finally {
      setBusy(false);
    }
  };
  return (
    <button
      type="button"
      data-slot="favorite-toggle"
      aria-pressed={favorite}
      aria-label={useMessages({ projects: projectsEn }).projects.favoriteOf({ name })}
      aria-busy={busy || undefined}
      disabled={busy}
      onClick={toggle}
    >
      <span aria-hidden="true">{favorite ? '★' : '☆'}</span>
    </button>
  );
}
