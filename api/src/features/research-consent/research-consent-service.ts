// Giving (or withdrawing) research consent: SPEC §2.3 / §6 gate tests and care for non-providers on it.
import { INVALID_ACCESS, unauthorized } from '../../common/http-errors';
import type { AppContext } from '../../context';
import type { SessionUser } from '../user';
import { setResearchConsent } from './research-consent-repository';
import type { ResearchConsentView } from './research-consent-schemas';

export async function updateResearchConsent(ctx: AppContext, user: SessionUser, consent: boolean): Promise<ResearchConsentView> {
  // Deleted between the token check and this write.
  if (!(await setResearchConsent(ctx.db, user.id, consent, ctx.clock.now()))) throw unauthorized(INVALID_ACCESS);
  return { research_consent: consent };
}
