// Where the confirmed-email page continues. The emailed link carries `next` for the registration
// routes that continue into a flow of their own (the API adds it: treatments for the treatment
// variant, the intake start for a male partner); without it, home (`/`), where the root redirect
// and the guards choose. Signed out, the person signs in first, on the login page of that flow.
import { isAcceptedMalePartnerReturn, paths, safeNextPath } from '@flora/shared';
import { isMalePartnerUrl, type CurrentUser } from '@flora/shared/domain';

/** The `next` of the link, when it is a path on this platform; else home. */
export const linkDestination = (next: string | null): string => safeNextPath(next, paths.root());

/** Where a verified user goes without a link's `next`: a treatment sign-up into treatment, else home. */
export const flowHome = (user: Pick<CurrentUser, 'registrationRoute'>): string =>
  user.registrationRoute === 'treatment' ? paths.treatments() : paths.root();

/** Where "Continue" goes for a signed-in user: a male partner only to the pages of his flow (SPEC §2.7). */
export function continueTo(next: string | null, user: Pick<CurrentUser, 'registrationRoute'>): string {
  const destination = linkDestination(next);
  if (user.registrationRoute === 'male_partner' && !isAcceptedMalePartnerReturn(destination)) return paths.root();
  return destination;
}

/** The login page that continues to `destination`: the male-partner or treatment login for those flows. */
export function signInFor(next: string | null, destination = linkDestination(next)): string {
  if (isMalePartnerUrl(next)) return paths.loginMalePartner(isAcceptedMalePartnerReturn(destination) ? destination : undefined);
  if (destination.startsWith(paths.treatments())) return paths.treatmentsLogin(destination);
  return paths.login(destination);
}
