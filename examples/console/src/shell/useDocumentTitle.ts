import { useEffect } from 'react';
import { config } from '../config';

/** The browser title of spec section 2: `{product}-{title}`, or `{product}` alone. */
export function documentTitle(title: string | undefined): string {
  return title ? `${config.productName}-${title}` : config.productName;
}

/** Sets the browser title while the calling screen is shown. */
export function useDocumentTitle(title: string | undefined): void {
  useEffect(() => {
    document.title = documentTitle(title);
  }, [title]);
}
