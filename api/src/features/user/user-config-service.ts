// The current user object of GET /api/v1/user-config/: exactly the fields of the front end's
// CurrentUser type (shared/src/domain/current-user.ts), every value read from the database.
import type { CurrentUser, UserExperiments, UserFeatures } from '../../../../shared/src/domain/current-user';
import type { AppContext } from '../../context';
import { loadUserCareSummary } from './user-care-summary';
import { listUserFlags, type UserRecord } from './user-repository';
import { listPublishedAnnouncements } from './announcements-repository';

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

export async function buildCurrentUser(ctx: AppContext, user: UserRecord): Promise<CurrentUser> {
  const [flags, summary, announcements] = await Promise.all([
    listUserFlags(ctx.db, user.id),
    loadUserCareSummary(ctx.db, user.id),
    listPublishedAnnouncements(ctx.db, ctx.clock.now()),
  ]);
  const features = { ...DEFAULT_FEATURES };
  const experiments = { ...DEFAULT_EXPERIMENTS };
  for (const flag of flags) {
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
    date_joined: user.dateJoined,
    is_staff: user.isStaff,
    birthday: user.birthday,
    phone_number: user.phoneNumber,
    isProvider: user.isProvider,
    registrationRoute: user.registrationRoute,
    provider_info: { is_verified: user.isProvider && user.providerVerified },
    consentCompleted: { research: user.researchConsent },
    subscription: { is_member: user.isMember },
    results: { has_ready_test: summary.hasReadyTest },
    tests: { total_test_count: summary.testCount },
    notifications: { care: user.careNotifications },
    ecomm: { can_purchase_care: !user.isProvider },
    care: {
      vaginitis: { has_completed_consult: summary.hasCompletedVaginitisConsult },
      userEligibleForAnyCare: summary.eligibleForAnyCare,
    },
    coaching: { num_calls_completed: user.coachingCallsCompleted, has_used_free_call: user.hasUsedFreeCall },
    announcements,
    features,
    experiments,
    env: { name: ctx.envName, frontend_url: ctx.frontendUrl },
  };
}
