// Links of the pages the shell paints before its router has loaded (the login pages): each navigates
// through the `go` it is handed, without a page load, like a router link.
import type { MouseEvent, ReactNode } from 'react';

/** Navigates within the platform: the shared history's `navigate`, or the login screen's hand-over to the app. */
export type Go = (to: string, options?: { replace?: boolean }) => void;

export function PageLink({ to, go, className, children }: { to: string; go: Go; className?: string; children: ReactNode }) {
  function onClick(event: MouseEvent<HTMLAnchorElement>) {
    // Another button or a modifier key (a new tab or window) is the browser's.
    if (event.button !== 0 || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
    event.preventDefault();
    go(to);
  }
  return (
    <a href={to} className={className} onClick={onClick}>
      {children}
    </a>
  );
}
