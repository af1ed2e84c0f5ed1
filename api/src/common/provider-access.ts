// Who may use the provider portal: providers only (403 for anyone else), and for everything that
// touches patients, only verified ones (403 while staff have not verified the practice). Here, not in
// the provider area: the tests area guards its provider route with it too.
import type { SessionUser } from '../features/user';
import { forbidden } from './http-errors';

export const PROVIDERS_ONLY = 'This is for provider accounts only.';
export const AWAITING_VERIFICATION = 'Your provider account is waiting for verification.';

export function assertProvider(user: SessionUser): void {
  if (!user.isProvider) throw forbidden(PROVIDERS_ONLY);
}

export function assertVerifiedProvider(user: SessionUser): void {
  assertProvider(user);
  if (!user.providerVerified) throw forbidden(AWAITING_VERIFICATION);
}
