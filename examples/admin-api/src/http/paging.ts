/** Page defaults: first page of 20, newest first. */
export function paging(q: { pageIndex?: number | undefined; pageSize?: number | undefined }) {
  const pageIndex = q.pageIndex ?? 0;
  const pageSize = q.pageSize ?? 20;
  return { pageIndex, pageSize, offset: pageIndex * pageSize };
}
