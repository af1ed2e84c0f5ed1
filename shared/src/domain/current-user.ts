// The current user of SPEC §3, as GET /api/v1/user-config/ returns it and as the session stores it.
import { bool, type Loose, num, obj, oneOf, str, strOrNull } from './loose';

export const REGISTRATION_ROUTES = ['default', 'male_partner', 'treatment', 'provider'] as const;
export type RegistrationRoute = (typeof REGISTRATION_ROUTES)[number];

export interface Announcement {
  id: number;
  title: string;
  message: string;
  published_at: string;
}

export interface UserFeatures {
  plan: boolean;
  care_pdf_debug: boolean;
  ungated_rx_upsell: boolean;
  vaginitis_upsell: boolean;
  health_history_upsell: boolean;
  bundle_retest_upsell: boolean;
  fertility_v0_enabled: boolean;
  module_visibility_enabled: boolean;
  provider_pdf_include_plan_items: boolean;
  fertility_module_pdf: boolean;
  dx_at_test_results: boolean;
  male_partner_enabled: boolean;
  shopAllEnabled: boolean;
  newPDP: boolean;
  braze_enabled: boolean;
}

export interface UserExperiments {
  problems_module: boolean;
  prominent_onramp: boolean;
}

export interface CurrentUser {
  id: number;
  uuid: string;
  username: string;
  firstName: string;
  lastName: string;
  email: string;
  emailVerified: boolean;
  date_joined: string;
  is_staff: boolean;
  birthday: string | null;
  phone_number: string | null;
  isProvider: boolean;
  registrationRoute: RegistrationRoute;
  provider_info: { is_verified: boolean };
  consentCompleted: { research: boolean };
  subscription: { is_member: boolean };
  results: { has_ready_test: boolean };
  tests: { total_test_count: number };
  notifications: { care: boolean };
  ecomm: { can_purchase_care: boolean };
  care: { vaginitis: { has_completed_consult: boolean }; userEligibleForAnyCare: boolean };
  coaching: { num_calls_completed: number; has_used_free_call: boolean };
  announcements: Announcement[];
  features: UserFeatures;
  experiments: UserExperiments;
  env: { name: string; frontend_url: string };
}

const FEATURE_KEYS: (keyof UserFeatures)[] = [
  'plan',
  'care_pdf_debug',
  'ungated_rx_upsell',
  'vaginitis_upsell',
  'health_history_upsell',
  'bundle_retest_upsell',
  'fertility_v0_enabled',
  'module_visibility_enabled',
  'provider_pdf_include_plan_items',
  'fertility_module_pdf',
  'dx_at_test_results',
  'male_partner_enabled',
  'shopAllEnabled',
  'newPDP',
  'braze_enabled',
];

/** Maps stored or fetched user data to a CurrentUser, filling every documented default. */
export function toCurrentUser(raw: Loose): CurrentUser {
  const r = obj(raw);
  const care = obj(r.care);
  const coaching = obj(r.coaching);
  const features = obj(r.features);
  const experiments = obj(r.experiments);
  const env = obj(r.env);
  return {
    id: num(r.id),
    uuid: str(r.uuid),
    username: str(r.username),
    firstName: str(r.firstName),
    lastName: str(r.lastName),
    email: str(r.email),
    emailVerified: bool(r.emailVerified),
    date_joined: str(r.date_joined),
    is_staff: bool(r.is_staff),
    birthday: strOrNull(r.birthday),
    phone_number: strOrNull(r.phone_number),
    isProvider: bool(r.isProvider),
    registrationRoute: oneOf(r.registrationRoute, REGISTRATION_ROUTES, 'default'),
    provider_info: { is_verified: bool(obj(r.provider_info).is_verified) },
    consentCompleted: { research: bool(obj(r.consentCompleted).research) },
    subscription: { is_member: bool(obj(r.subscription).is_member) },
    results: { has_ready_test: bool(obj(r.results).has_ready_test) },
    tests: { total_test_count: num(obj(r.tests).total_test_count) },
    notifications: { care: bool(obj(r.notifications).care) },
    ecomm: { can_purchase_care: bool(obj(r.ecomm).can_purchase_care) },
    care: {
      vaginitis: { has_completed_consult: bool(obj(care.vaginitis).has_completed_consult) },
      userEligibleForAnyCare: bool(care.userEligibleForAnyCare),
    },
    coaching: {
      num_calls_completed: num(coaching.num_calls_completed, 0),
      has_used_free_call: bool(coaching.has_used_free_call),
    },
    announcements: Array.isArray(r.announcements) ? (r.announcements as Announcement[]) : [],
    features: Object.fromEntries(FEATURE_KEYS.map((k) => [k, bool(features[k])])) as unknown as UserFeatures,
    experiments: {
      problems_module: bool(experiments.problems_module),
      prominent_onramp: bool(experiments.prominent_onramp),
    },
    env: { name: str(env.name), frontend_url: str(env.frontend_url) },
  };
}
