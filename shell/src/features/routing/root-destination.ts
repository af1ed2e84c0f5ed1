// Where `/` sends a signed-in user (SPEC §2.4), by role and latest consult.
import { paths } from '@flora/shared';
import { type CurrentUser } from '@flora/shared/domain';

export interface LatestConsult {
  type: string;
  status: string;
}

export function rootDestination(user: CurrentUser, latest: LatestConsult | null): string {
  if (user.isProvider) return paths.provider.home();
  if (latest?.type === 'ungated-rx' && ['OR', 'ST'].includes(latest.status)) return paths.ungatedRxIntakeEntry();
  if (
    (latest?.type === 'male-partner' && ['IN', 'OR', 'ST'].includes(latest.status)) ||
    user.registrationRoute === 'male_partner'
  ) {
    return paths.malePartnerIntakeEntry();
  }
  return paths.tests();
}
