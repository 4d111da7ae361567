import { useNotifications } from '@console/react';
import { useId, useState } from 'react';

const PAGE_SIZE = 10;
const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** The notification feed: paging, an unread filter, mark one read and mark all read. */
export function NotificationsPage() {
  const [pageIndex, setPageIndex] = useState(0);
  const [unreadOnly, setUnreadOnly] = useState(false);
  const { list, markRead, markAllRead, unread } = useNotifications({ pageIndex, pageSize: PAGE_SIZE, unreadOnly });
  const filterId = useId();
  const page = list.data;
  const pages = page ? Math.max(1, Math.ceil(page.total / page.pageSize)) : 1;

  return (
    <section aria-labelledby="page-title">
      <div className="flex flex-wrap items-center gap-4">
        <h1 id="page-title" className="text-xl font-semibold text-slate-900">
          Notifications
        </h1>
        <p className="text-sm text-slate-700">{unread} unread</p>
        <label htmlFor={filterId} className="ml-auto flex items-center gap-2 text-sm text-slate-800">
          <input
            id={filterId}
            type="checkbox"
            checked={unreadOnly}
            onChange={(e) => {
              setUnreadOnly(e.target.checked);
              setPageIndex(0);
            }}
          />
          Unread only
        </label>
        <button
          type="button"
          disabled={unread === 0 || markAllRead.isPending}
          onClick={() => markAllRead.mutate()}
          className="rounded bg-slate-800 px-3 py-1.5 text-sm text-white hover:bg-slate-700 disabled:opacity-60"
        >
          Mark all read
        </button>
      </div>

      {list.isPending ? <p className="mt-4 text-slate-700">Loading notifications…</p> : null}
      {list.isError ? (
        <p role="alert" className="mt-4 text-red-800">
          {list.error.message}
        </p>
      ) : null}
      {page && page.items.length === 0 ? (
        <p className="mt-4 text-slate-700">{unreadOnly ? 'No unread notifications.' : 'No notifications yet.'}</p>
      ) : null}
      {page && page.items.length > 0 ? (
        <ul aria-label="Notification list" className="mt-4 flex flex-col gap-2">
          {page.items.map((n) => (
            <li
              key={n.id}
              data-read={n.isRead}
              className="flex items-start gap-3 rounded border border-slate-200 bg-white p-3 data-[read=false]:border-l-4 data-[read=false]:border-l-blue-700"
            >
              <div className="min-w-0 flex-1">
                <p className="font-medium text-slate-900">
                  {n.isRead ? null : <span className="sr-only">Unread: </span>}
                  {n.title}
                </p>
                <p className="text-sm text-slate-700">{n.content}</p>
                <p className="mt-1 text-xs text-slate-600">
                  {n.category} · <time dateTime={n.createdAt}>{dateFormat.format(new Date(n.createdAt))}</time>
                </p>
              </div>
              {n.isRead ? null : (
                <button
                  type="button"
                  onClick={() => markRead.mutate([n.id])}
                  disabled={markRead.isPending}
                  aria-label={`Mark "${n.title}" read`}
                  className="shrink-0 rounded border border-slate-300 px-2 py-1 text-sm text-slate-800 hover:bg-slate-100"
                >
                  Mark read
                </button>
              )}
            </li>
          ))}
        </ul>
      ) : null}

      {page ? (
        <nav aria-label="Pages" className="mt-4 flex items-center gap-3 text-sm">
          <button
            type="button"
            disabled={pageIndex === 0}
            onClick={() => setPageIndex((i) => Math.max(0, i - 1))}
            className="rounded border border-slate-300 px-2 py-1 disabled:opacity-60"
          >
            Previous
          </button>
          <span className="text-slate-700">
            Page {pageIndex + 1} of {pages}
          </span>
          <button
            type="button"
            disabled={pageIndex + 1 >= pages}
            onClick={() => setPageIndex((i) => i + 1)}
            className="rounded border border-slate-300 px-2 py-1 disabled:opacity-60"
          >
            Next
          </button>
        </nav>
      ) : null}
    </section>
  );
}
