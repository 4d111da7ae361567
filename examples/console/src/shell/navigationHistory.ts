/** A page the user saw, for breadcrumbs whose parent is wherever the user came from. */
export interface VisitedPage {
  href: string;
  /** The page's title key in the catalogue (its text is looked up when shown, in the reader's language). */
  title: string;
}

let current: VisitedPage | null = null;
let previous: VisitedPage | null = null;

/** Records the page now shown (called once per navigation by the module layout). */
export function recordVisit(page: VisitedPage): void {
  if (current?.href === page.href) return;
  previous = current;
  current = page;
}

/** The page the user came from to reach `href`, if any. */
export function cameFrom(href: string): VisitedPage | null {
  if (current && current.href !== href) return current;
  return previous && previous.href !== href ? previous : null;
}
