import { useAuth, useUserInfo } from '@console/react';
import { useEffect, useId, useRef, useState } from 'react';

/** The signed-in user with a sign-out action, behind a disclosure button (Escape closes it). */
export function UserMenu() {
  const { signOut } = useAuth();
  const { data: user } = useUserInfo();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const root = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!open) return;
    const close = (e: Event) => {
      if (e instanceof KeyboardEvent ? e.key === 'Escape' : !root.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('keydown', close);
    document.addEventListener('pointerdown', close);
    return () => {
      document.removeEventListener('keydown', close);
      document.removeEventListener('pointerdown', close);
    };
  }, [open]);
  return (
    <div ref={root} className="relative">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((o) => !o)}
        className="rounded px-2 py-1 text-sm text-slate-800 hover:bg-slate-100"
      >
        <span className="sr-only">User menu: </span>
        {user?.name ?? 'Account'}
      </button>
      <div
        id={panelId}
        hidden={!open}
        className="absolute right-0 z-20 mt-1 w-56 rounded border border-slate-200 bg-white p-3 shadow-lg"
      >
        <p className="truncate text-sm text-slate-700">{user?.email}</p>
        <button
          type="button"
          onClick={() => void signOut()}
          className="mt-2 w-full rounded bg-slate-800 px-3 py-1.5 text-sm text-white hover:bg-slate-700"
        >
          Sign out
        </button>
      </div>
    </div>
  );
}
