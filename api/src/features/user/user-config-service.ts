// The current user object of GET /api/v1/user-config/ (its shape: user-schemas.ts), every value read
// from the database. The flags are those of the front end's CurrentUser (shared/src/domain/current-user.ts).
import type { UserExperiments, UserFeatures } from '@flora/shared/domain';
import { INVALID_ACCESS, unauthorized } from '../../common/http-errors';
import type { AppContext } from '../../context';
import { listPublishedAnnouncements } from './announcements-repository';
import { loadUserConfigFacts } from './user-config-repository';
import type { SessionUser } from './user-repository';
import type { CurrentUserView } from './user-schemas';

/** Feature flags every user gets unless a per-user row (user_flags) says otherwise. */
export const DEFAULT_FEATURES: UserFeatures = {
  plan: true,
  care_pdf_debug: false,
  ungated_rx_upsell: true,
  vaginitis_upsell: true,
  health_history_upsell: true,
  bundle_retest_upsell: true,
  fertility_v0_enabled: false,
  module_visibility_enabled: true,
  provider_pdf_include_plan_items: true,
  fertility_module_pdf: false,
  dx_at_test_results: true,
  male_partner_enabled: true,
  shopAllEnabled: false,
  newPDP: true,
  braze_enabled: false,
};

export const DEFAULT_EXPERIMENTS: UserExperiments = {
  problems_module: false,
  prominent_onramp: false,
};

export async function buildCurrentUser(ctx: AppContext, user: SessionUser): Promise<CurrentUserView> {
  // The published list is this process's copy (read at most every 30 s); her dismissals come with the facts.
  const [facts] = await Promise.all([loadUserConfigFacts(ctx.db, user.id, ctx.clock.now()), listPublishedAnnouncements(ctx.db, ctx.clock.now())]);
  // Deleted between the token check and this read.
  if (!facts) throw unauthorized(INVALID_ACCESS);
  const announcements = await listPublishedAnnouncements(ctx.db, ctx.clock.now(), facts.dismissedAnnouncements);
  const features = { ...DEFAULT_FEATURES };
  const experiments = { ...DEFAULT_EXPERIMENTS };
  for (const flag of facts.flags) {
    if (flag.kind === 'feature' && flag.name in features) features[flag.name as keyof UserFeatures] = flag.enabled;
    if (flag.kind === 'experiment' && flag.name in experiments) {
      experiments[flag.name as keyof UserExperiments] = flag.enabled;
    }
  }
  return {
    id: user.id,
    uuid: user.uuid,
    username: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    emailVerified: user.emailVerified,
    date_joined: facts.dateJoined,
    is_staff: user.isStaff,
    birthday: facts.birthday,
    phone_number: facts.phoneNumber,
    isProvider: user.isProvider,
    registrationRoute: user.registrationRoute,
    provider_info: { is_verified: user.isProvider && user.providerVerified },
    consentCompleted: { research: user.researchConsent },
    subscription: { is_member: facts.isMember },
    results: { has_ready_test: facts.hasReadyTest },
    tests: { total_test_count: facts.testCount },
    notifications: { care: facts.careNotifications },
    ecomm: { can_purchase_care: !user.isProvider },
    care: {
      vaginitis: { has_completed_consult: facts.hasCompletedVaginitisConsult },
      userEligibleForAnyCare: facts.eligibleForAnyCare,
    },
    coaching: { num_calls_completed: facts.coachingCallsCompleted, has_used_free_call: facts.hasUsedFreeCall },
    announcements,
    features,
    experiments,
    env: { name: ctx.envName, frontend_url: ctx.frontendUrl },
  };
}
