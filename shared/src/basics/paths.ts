// Every path one screen links to on another (SPEC §2 routes, §2.7 built paths; DESIGN §10 "Paths"):
// a remote never writes another remote's path as a string literal, it calls `paths`.
//
// - Paths end with a slash, as SPEC writes them ("/product/{pdp_slug}/ or /{slug}/"). SPEC's short
//   forms without one (/care/shop/test/{slug}) are the same pages: paths work with or without it.
//   The one exception is SPEC §2.4's /treatments/male-partner/intake/start, kept exactly as written.
// - Every parameter is URL-encoded (encodeURIComponent), so an id with '/', '?' or '#' stays one segment.
// - Which prefix belongs to which remote is the shell's route table (DESIGN §4), not this module.
import { buildLoginUrl } from './login-url';

const seg = (value: string | number): string => encodeURIComponent(String(value));

const LOGIN = '/login/';
const TREATMENTS_LOGIN = '/treatments/login/';
const LOGIN_MALE_PARTNER = '/login/male-partner/';

/** The first step of a consult's intake. SPEC §2.7 shows only `{x}`; the intake screens start at 'start'. */
export const INTAKE_START_STEP = 'start';
/** The first step of a male-partner consult's intake (SPEC §2.7: "start is .../intro"). */
export const MALE_PARTNER_INTAKE_START_STEP = 'intro';

/** `/login/`, or with a return path: `/login/?next={path}&{extra query}` (SPEC §2.7, built by buildLoginUrl). */
function login(): string;
function login(next: string, extraQuery?: string): string;
function login(next?: string, extraQuery = ''): string {
  return next === undefined ? LOGIN : buildLoginUrl(next, extraQuery);
}

/** `/treatments/login/`, or with a return path `/treatments/login/?next={path}` (SPEC §2.1, §2.7). */
function treatmentsLogin(next?: string): string {
  return next === undefined ? TREATMENTS_LOGIN : buildLoginUrl(next, `next=${seg(next)}`, TREATMENTS_LOGIN);
}

const consultBase = (uid: string): string => `/treatments/consults/${seg(uid)}/`;

export const paths = {
  // Shell (SPEC §2.1, §2.4).
  root: (): string => '/',
  loading: (): string => '/loading/',
  /** `/404/`, or `/404/?from={path}` for an unknown path (SPEC §2.1). */
  notFound: (from?: string): string => (from === undefined ? '/404/' : `/404/?from=${seg(from)}`),
  login,
  /** `/login/male-partner/`, or with a return path `/login/male-partner/?next={path}` (only SPEC §2.7's are followed). */
  loginMalePartner: (next?: string): string =>
    next === undefined ? LOGIN_MALE_PARTNER : buildLoginUrl(next, '', LOGIN_MALE_PARTNER),
  treatmentsLogin,

  // Registration, email, consent, password, order transfer (SPEC §2.1, §2.3).
  /** `/register/`, or `/register/?next={path}` to continue there once the account exists (e.g. a provider-test link). */
  register: (next?: string): string => (next === undefined ? '/register/' : `/register/?next=${seg(next)}`),
  registerMalePartner: (): string => '/register/male-partner/',
  registerMalePartnerEligibility: (): string => '/register/male-partner/eligibility/',
  treatmentsRegister: (): string => '/treatments/register/',
  verifyEmail: (): string => '/verify-email/',
  verifyEmailConfirm: (): string => '/verify-email-confirm/',
  /** `/research-consent/`, or `/research-consent/?next={path}` to continue there once consent is given. */
  researchConsent: (next?: string): string => (next === undefined ? '/research-consent/' : `/research-consent/?next=${seg(next)}`),
  welcome: (): string => '/welcome/',
  passwordReset: (): string => '/password-reset/',
  passwordResetConfirm: (): string => '/password-reset-confirm/',
  orderTransferConfirm: (): string => '/order-transfer-confirm/',
  verifyAccountOrderTransfer: (): string => '/verify-account-order-transfer/',
  /** The patient's link to a provider-ordered test (SPEC §2.1 "a provider-test path with a :token"). */
  providerTest: (token: string): string => `/provider-test/${seg(token)}/`,
  // My Account (SPEC §2.1 /account/*): an overview and one page per section.
  account: (): string => '/account/',
  accountProfile: (): string => '/account/profile/',
  accountPassword: (): string => '/account/password/',
  accountMembership: (): string => '/account/membership/',
  accountOrders: (): string => '/account/orders/',
  /** Coaching calls (issue 26): book the free or a bought call, reschedule or cancel it. The Care page links here. */
  accountCoaching: (): string => '/account/coaching/',

  // Tests, results, plan, compare (SPEC §2.2).
  tests: (): string => '/tests/',
  /** The Health History Form of a test, at one of its pages. */
  healthHistory: (hash: string, page?: string): string => `/tests/${seg(hash)}/health-history/${page ? `${seg(page)}/` : ''}`,
  results: (hash: string): string => `/results/${seg(hash)}/`,
  plan: (): string => '/plan/',
  compare: (): string => '/compare/',

  // Care and treatments (SPEC §2.2, §2.4, §2.7).
  care: (): string => '/care/',
  treatments: (): string => '/treatments/',
  /** Where /treatment/ redirects (SPEC §2.2). */
  myTreatment: (): string => '/treatments/treatment/',
  /** A consult's status page. */
  consult: (uid: string): string => consultBase(uid),
  treatment: (uid: string): string => `${consultBase(uid)}treatment/`,
  intake: (uid: string, step: string): string => `${consultBase(uid)}intake/${seg(step)}/`,
  intakeStart: (uid: string): string => paths.intake(uid, INTAKE_START_STEP),
  malePartnerIntake: (uid: string, step: string): string => `${consultBase(uid)}male-partner/intake/${seg(step)}/`,
  malePartnerIntakeStart: (uid: string): string => paths.malePartnerIntake(uid, MALE_PARTNER_INTAKE_START_STEP),
  ungatedRxIntake: (uid: string, step: string): string => `/treatments/rx/consults/${seg(uid)}/intake/${seg(step)}/`,
  stiIntake: (uid: string): string => `/treatments/sti/consults/${seg(uid)}/intake/`,
  /** Root redirect for an ungated-rx consult ordered or with the intake started (SPEC §2.4). */
  ungatedRxIntakeEntry: (): string => '/treatments/intake/',
  /** Root redirect for a male-partner consult or user (SPEC §2.4, written without a trailing slash there). */
  malePartnerIntakeEntry: (): string => '/treatments/male-partner/intake/start',

  // Shop (SPEC §2.7: base /care/shop/treatment with /product/{pdp_slug}/ or /{slug}/; tests alike).
  shop: {
    home: (): string => '/care/shop/',
    treatment: (slug: string): string => `/care/shop/treatment/${seg(slug)}/`,
    treatmentPdp: (pdpSlug: string): string => `/care/shop/treatment/product/${seg(pdpSlug)}/`,
    test: (slug: string): string => `/care/shop/test/${seg(slug)}/`,
    testPdp: (pdpSlug: string): string => `/care/shop/test/product/${seg(pdpSlug)}/`,
    /** The test kit's page (the seeded kit product): where a new customer gets a test, and a retest. */
    testKit: (): string => '/care/shop/test/vaginal-microbiome-test/',
    subscriptions: (): string => '/care/shop/subscriptions/',
  },

  // Provider area (SPEC §2.5); register/ belongs to registration (SPEC §2.1).
  provider: {
    home: (): string => '/provider/',
    register: (): string => '/provider/register/',
    intake: (): string => '/provider/intake/',
    account: (): string => '/provider/account/',
    verify: (): string => '/provider/verify/',
    resources: (): string => '/provider/resources/',
    order: (): string => '/provider/order/',
    tests: (): string => '/provider/tests/',
    /** One patient test, by its hash (GET /api/v1/provider/patient-tests/{hash}/). */
    test: (hash: string): string => `/provider/tests/${seg(hash)}/`,
  },
} as const;
