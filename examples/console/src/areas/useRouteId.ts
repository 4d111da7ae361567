import { useParams } from '@tanstack/react-router';

/** The `$id` of the current route as a positive integer, or 0 when it is missing or malformed. */
export function useRouteId(): number {
  const params = useParams({ strict: false }) as { id?: string };
  return parseId(params.id);
}

/** A positive integer id from a path segment, 0 otherwise. */
export function parseId(raw: string | undefined): number {
  if (raw === undefined || !/^[1-9]\d{0,14}$/.test(raw)) return 0;
  return Number(raw);
}
