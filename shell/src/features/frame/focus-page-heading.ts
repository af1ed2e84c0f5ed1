// Focus after navigation (issue 27.9), once for every remote: when the path changes (a click, a
// redirect, signing in), focus moves to the new page's h1, so a screen reader announces where the user
// now is and the next Tab starts in the page. The new page may still be loading its remote, so the
// heading is waited for. A page that takes focus itself (a step heading, a dialog, a field) keeps it;
// a change of query or hash alone (the intake's ?step=) is the page's own business.
import { useEffect, useRef } from 'react';
import { MAIN_CONTENT_ID } from '@flora/shared';

const POLL_MS = 50;
/** A page that keeps its h1 element across paths (/results/A/ -> /results/B/) gets it focused after this. */
const SAME_HEADING_MS = 400;
const GIVE_UP_MS = 10_000;

const pageHeading = (): HTMLElement | null => document.querySelector<HTMLElement>(`#${MAIN_CONTENT_ID} h1`);

export function useFocusPageHeading(pathname: string): void {
  const firstPath = useRef(true);
  useEffect(() => {
    // The first page of a document load: the browser starts at the top, as users expect.
    if (firstPath.current) {
      firstPath.current = false;
      return;
    }
    const before = pageHeading();
    const activeBefore = document.activeElement;
    const started = Date.now();
    const timer = setInterval(() => {
      const waited = Date.now() - started;
      const heading = pageHeading();
      if (waited > GIVE_UP_MS) return clearInterval(timer);
      if (!heading || (heading === before && waited < SAME_HEADING_MS)) return;
      clearInterval(timer);
      const active = document.activeElement;
      const pageTookFocus = active && active !== document.body && active !== activeBefore && active.isConnected;
      if (pageTookFocus) return;
      if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
      heading.focus();
    }, POLL_MS);
    return () => clearInterval(timer);
  }, [pathname]);
}
