// Who may use the provider portal: providers only (403 for anyone else), and for everything that
// touches patients, only verified ones (403 while staff have not verified the practice).
import { forbidden } from '../../common/http-errors';
import type { UserRecord } from '../user/user-repository';

export const PROVIDERS_ONLY = 'This is for provider accounts only.';
export const AWAITING_VERIFICATION = 'Your provider account is waiting for verification.';

export function assertProvider(user: UserRecord): void {
  if (!user.isProvider) throw forbidden(PROVIDERS_ONLY);
}

export function assertVerifiedProvider(user: UserRecord): void {
  assertProvider(user);
  if (!user.providerVerified) throw forbidden(AWAITING_VERIFICATION);
}
