// Where the consent page continues: where the guard stopped the user (`next`), else the start of
// their flow (a male partner's intake, everyone else's home).
import { paths, safeNextPath } from '@flora/shared';
import { type CurrentUser } from '@flora/shared/domain';

export function consentDestination(next: string | null, user: Pick<CurrentUser, 'registrationRoute'> | null): string {
  const fallback = user?.registrationRoute === 'male_partner' ? paths.malePartnerIntakeEntry() : paths.root();
  return safeNextPath(next, fallback);
}
