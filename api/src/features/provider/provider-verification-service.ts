// Staff verify a provider (SPEC §1: providers "wait for verification"): only a provider whose
// intake is complete (409 otherwise, naming what is missing), once (409 when already verified).
// The provider is emailed. The API route and the `provider:verify` CLI both run this.
import type { FromSchema } from 'json-schema-to-ts';
import { conflict, notFound } from '../../common/http-errors';
import type { AppContext } from '../../context';
import { auditCli } from '../audit';
import { findUserByEmail, findUserById, type UserRecord } from '../user';
import { providerVerifiedEmail } from './provider-emails';
import { describeMissing, missingForVerification } from './provider-intake-rules';
import { toIntakeView } from './provider-intake-view';
import { findProfile, listUnverifiedProviders, markProviderVerified } from './provider-repository';
import type { pendingProviderSchema } from './provider-schemas';

export type VerificationDeps = Pick<AppContext, 'db' | 'clock' | 'mailer' | 'frontendUrl'>;

export const NO_SUCH_PROVIDER = 'No provider account with this id.';
export const ALREADY_VERIFIED = 'This provider is already verified.';

export type PendingProvider = FromSchema<typeof pendingProviderSchema>;

export async function listPendingProviders(deps: VerificationDeps): Promise<PendingProvider[]> {
  const rows = await listUnverifiedProviders(deps.db);
  return rows.map(({ profile, ...u }) => ({ ...u, intake: toIntakeView(profile, false) }));
}

export async function verifyProvider(deps: VerificationDeps, provider: UserRecord | undefined, verifierId: number | null): Promise<PendingProvider> {
  if (!provider?.isProvider) throw notFound(NO_SUCH_PROVIDER);
  if (provider.providerVerified) throw conflict(ALREADY_VERIFIED);
  const missing = missingForVerification(toIntakeView(await findProfile(deps.db, provider.id), false));
  if (missing.length > 0) {
    throw conflict(`The provider's intake is not complete (missing: ${describeMissing(missing)}); it can be verified once it is.`);
  }
  const now = deps.clock.now();
  const verified = await deps.db.transaction().execute((trx) => markProviderVerified(trx, provider.id, verifierId, now));
  if (!verified) throw conflict(ALREADY_VERIFIED);
  await deps.mailer.send(providerVerifiedEmail(deps.frontendUrl, provider));
  return {
    id: provider.id,
    email: provider.email,
    first_name: provider.firstName,
    last_name: provider.lastName,
    date_joined: provider.dateJoined,
    intake: toIntakeView(await findProfile(deps.db, provider.id), true),
  };
}

export const verifyProviderById = async (deps: VerificationDeps, id: number, verifierId: number | null) =>
  verifyProvider(deps, await findUserById(deps.db, id), verifierId);

export const PROVIDER_VERIFY_COMMAND = 'provider:verify';

/** The CLI's verification: by email, audited as a CLI action (no signed-in staff member). */
export async function verifyProviderFromCli(deps: VerificationDeps, email: string): Promise<PendingProvider> {
  const user = await findUserByEmail(deps.db, email);
  if (!user?.isProvider) throw notFound(`No provider account with the email ${email}.`);
  const provider = await verifyProvider(deps, user, null);
  await auditCli(deps.db, deps.clock, PROVIDER_VERIFY_COMMAND, 'update', { type: 'provider_account', id: user.id, subjectUserId: user.id });
  return provider;
}
