import { useAuth, useUserInfo } from '@console/react';

/** The signed-in user with a sign-out action. */
export function UserMenu() {
  const { signOut } = useAuth();
  const { data: user } = useUserInfo();
  return (
    <details className="relative">
      <summary className="cursor-pointer list-none rounded px-2 py-1 text-sm text-slate-800 hover:bg-slate-100">
        <span className="sr-only">User menu: </span>
        {user?.name ?? 'Account'}
      </summary>
      <div className="absolute right-0 z-20 mt-1 w-56 rounded border border-slate-200 bg-white p-3 shadow-lg">
        <p className="truncate text-sm text-slate-700">{user?.email}</p>
        <button
          type="button"
          onClick={() => void signOut()}
          className="mt-2 w-full rounded bg-slate-800 px-3 py-1.5 text-sm text-white hover:bg-slate-700"
        >
          Sign out
        </button>
      </div>
    </details>
  );
}
