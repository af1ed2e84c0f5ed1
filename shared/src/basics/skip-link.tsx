import type { MouseEvent, ReactNode } from 'react';
import { MAIN_CONTENT_ID } from './page';
import styles from './skip-link.module.css';

export interface SkipLinkProps {
  /** Defaults to the Page's main landmark. */
  targetId?: string;
  children?: ReactNode;
}

/** The first thing in the shell: lets keyboard users jump past the header to the page. */
export function SkipLink({ targetId = MAIN_CONTENT_ID, children = 'Skip to content' }: SkipLinkProps) {
  // Move focus ourselves rather than change the URL hash, which the router would see as navigation.
  function onClick(event: MouseEvent<HTMLAnchorElement>) {
    const target = document.getElementById(targetId);
    if (!target) return;
    event.preventDefault();
    if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
    target.focus();
    target.scrollIntoView?.();
  }

  return (
    <a className={styles.skipLink} href={`#${targetId}`} onClick={onClick}>
      {children}
    </a>
  );
}
