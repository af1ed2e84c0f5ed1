// Who is on the page, as the shell's features see it: the route guards judge it, the frame and the
// login page show it, the cart-panel slot mounts for it. `useFreshUser` (features/routing) makes it.
import type { CurrentUser } from '@flora/shared/domain';

export interface Visitor {
  /** A stored access token that has not expired (SPEC §2.6 rule 7). */
  authenticated: boolean;
  user: CurrentUser | null;
}

/** Not known yet: the stored user is being re-read (or the page has not loaded the session yet). */
export const UNSETTLED_VISITOR: Visitor = { authenticated: true, user: null };
