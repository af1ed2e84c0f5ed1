// The demo data of DESIGN §6: accounts (password flora-demo-2026), their tests and consults,
// and the product catalogue. Dates are relative to the moment of seeding.
import type { NewUser } from '../../features/user/user-repository';

export const DEMO_PASSWORD = 'flora-demo-2026';

type DemoUser = Omit<NewUser, 'passwordHash' | 'uuid'> & { uuid: string };

export const DEMO_USERS: DemoUser[] = [
  {
    uuid: '7f0e5a8e-0d6b-4c52-9a43-3d1f0c6f0001',
    email: 'demo@flora.test',
    firstName: 'Dana',
    lastName: 'Demo',
    birthday: '1990-04-12',
    phoneNumber: '(415) 555-0100',
    registrationRoute: 'default',
    researchConsent: true,
    emailVerified: true,
  },
  {
    uuid: '7f0e5a8e-0d6b-4c52-9a43-3d1f0c6f0002',
    email: 'new@flora.test',
    firstName: 'Nora',
    lastName: 'New',
    birthday: '1994-09-03',
    registrationRoute: 'default',
    researchConsent: true,
    emailVerified: true,
  },
  {
    uuid: '7f0e5a8e-0d6b-4c52-9a43-3d1f0c6f0003',
    email: 'unverified@flora.test',
    firstName: 'Uma',
    lastName: 'Unverified',
    registrationRoute: 'default',
    researchConsent: true,
    emailVerified: false,
  },
  {
    uuid: '7f0e5a8e-0d6b-4c52-9a43-3d1f0c6f0004',
    email: 'noconsent@flora.test',
    firstName: 'Nina',
    lastName: 'Noconsent',
    registrationRoute: 'default',
    researchConsent: false,
    emailVerified: true,
  },
  {
    uuid: '7f0e5a8e-0d6b-4c52-9a43-3d1f0c6f0005',
    email: 'partner@flora.test',
    firstName: 'Paul',
    lastName: 'Partner',
    registrationRoute: 'male_partner',
    researchConsent: true,
    emailVerified: true,
  },
  {
    uuid: '7f0e5a8e-0d6b-4c52-9a43-3d1f0c6f0006',
    email: 'provider@flora.test',
    firstName: 'Priya',
    lastName: 'Provider',
    registrationRoute: 'provider',
    researchConsent: true,
    emailVerified: true,
    isProvider: true,
    providerVerified: true,
  },
  {
    uuid: '7f0e5a8e-0d6b-4c52-9a43-3d1f0c6f0007',
    email: 'pending-provider@flora.test',
    firstName: 'Pat',
    lastName: 'Pending',
    registrationRoute: 'provider',
    researchConsent: true,
    emailVerified: true,
    isProvider: true,
    providerVerified: false,
  },
  {
    uuid: '7f0e5a8e-0d6b-4c52-9a43-3d1f0c6f0008',
    email: 'staff@flora.test',
    firstName: 'Sam',
    lastName: 'Staff',
    registrationRoute: 'default',
    researchConsent: true,
    emailVerified: true,
    isStaff: true,
  },
  // One consumer per care eligibility state (SPEC §4); their tests and consults: care-states-seed.ts.
  {
    uuid: '7f0e5a8e-0d6b-4c52-9a43-3d1f0c6f0009',
    email: 'returning@flora.test',
    firstName: 'Rita',
    lastName: 'Returning',
    registrationRoute: 'default',
    researchConsent: true,
    emailVerified: true,
  },
  {
    uuid: '7f0e5a8e-0d6b-4c52-9a43-3d1f0c6f000a',
    email: 'inprogress@flora.test',
    firstName: 'Ines',
    lastName: 'Inprogress',
    registrationRoute: 'default',
    researchConsent: true,
    emailVerified: true,
  },
  {
    uuid: '7f0e5a8e-0d6b-4c52-9a43-3d1f0c6f000b',
    email: 'upsell@flora.test',
    firstName: 'Ursula',
    lastName: 'Upsell',
    registrationRoute: 'default',
    researchConsent: true,
    emailVerified: true,
  },
  {
    uuid: '7f0e5a8e-0d6b-4c52-9a43-3d1f0c6f000c',
    email: 'postpurchase@flora.test',
    firstName: 'Polly',
    lastName: 'Postpurchase',
    registrationRoute: 'default',
    researchConsent: true,
    emailVerified: true,
  },
  {
    uuid: '7f0e5a8e-0d6b-4c52-9a43-3d1f0c6f000d',
    email: 'prepurchase@flora.test',
    firstName: 'Prue',
    lastName: 'Prepurchase',
    registrationRoute: 'default',
    researchConsent: true,
    emailVerified: true,
  },
  {
    uuid: '7f0e5a8e-0d6b-4c52-9a43-3d1f0c6f000e',
    email: 'lapsed@flora.test',
    firstName: 'Lena',
    lastName: 'Lapsed',
    registrationRoute: 'default',
    researchConsent: true,
    emailVerified: true,
  },
  {
    // Lapsed too, for the e2e journey that buys a single treatment (lapsed@ stays as seeded for the care-state pages).
    uuid: '7f0e5a8e-0d6b-4c52-9a43-3d1f0c6f0030',
    email: 'lapsed-shopper@flora.test',
    firstName: 'Lola',
    lastName: 'Lapsed',
    registrationRoute: 'default',
    researchConsent: true,
    emailVerified: true,
  },
  {
    uuid: '7f0e5a8e-0d6b-4c52-9a43-3d1f0c6f000f',
    email: 'ineligible@flora.test',
    firstName: 'Ivy',
    lastName: 'Ineligible',
    registrationRoute: 'default',
    researchConsent: true,
    emailVerified: true,
  },
  // A consult whose photo ID the clinician could not verify (status ID): the reupload (id-failure-seed.ts).
  {
    uuid: '7f0e5a8e-0d6b-4c52-9a43-3d1f0c6f1d01',
    email: 'idfailure@flora.test',
    firstName: 'Ida',
    lastName: 'Idfailure',
    registrationRoute: 'default',
    researchConsent: true,
    emailVerified: true,
  },
  // A paid ungated prescription, its intake not started (ungated-rx-seed.ts).
  {
    uuid: '7f0e5a8e-0d6b-4c52-9a43-3d1f0c6f0a01',
    email: 'rx@flora.test',
    firstName: 'Rosa',
    lastName: 'Rx',
    registrationRoute: 'default',
    researchConsent: true,
    emailVerified: true,
  },
  // A male partner without a consult yet, to redeem demo@flora.test's voucher (vouchers-seed.ts).
  {
    uuid: '7f0e5a8e-0d6b-4c52-9a43-3d1f0c6fa010',
    email: 'newpartner@flora.test',
    firstName: 'Milo',
    lastName: 'Newpartner',
    registrationRoute: 'male_partner',
    researchConsent: true,
    emailVerified: true,
  },
];

/** demo@flora.test's ready VM test. */
export const DEMO_TEST = {
  hash: 'FLDEMO0001',
  test_order: 'FL-10000001',
  lab: 'microgen',
  valencia_type: 'CST IV-B',
  recommended_program_slug: 'bv-treatment-program',
  recommended_program_bundle_price_cents: 15900,
} as const;

/** demo@flora.test's completed vaginitis consult (a-la-care) with its treatment plan. */
export const DEMO_CONSULT = {
  uid: 'c0a80001-demo-4000-8000-000000000001',
  selected_treatments: ['ba-14', 'af-1', 'soo-3'],
  prescriptions: [
    { product_slug: 'ba-14', is_refillable_product: true, refills_remaining: 1, is_otc_product: false },
    { product_slug: 'af-1', is_refillable_product: false, refills_remaining: 0, is_otc_product: false },
    { product_slug: 'soo-3', is_refillable_product: false, refills_remaining: 0, is_otc_product: true },
  ],
} as const;

/** partner@flora.test's male-partner consult, ordered (paid), intake not started. */
export const PARTNER_CONSULT = { uid: 'c0a80001-mpt0-4000-8000-000000000002' } as const;

export interface DemoProduct {
  slug: string;
  name: string;
  kind: 'routine-essential' | 'treatment' | 'male-partner' | 'care' | 'test';
  sku: string;
  price_cents: number;
  discounted_price_cents: number | null;
}

export const DEMO_PRODUCTS: DemoProduct[] = [
  { slug: 'op-4', name: 'Vaginal Probiotic', kind: 'routine-essential', sku: 'OP-4', price_cents: 3900, discounted_price_cents: null },
  { slug: 'ba-14', name: 'Boric Acid Suppositories', kind: 'treatment', sku: 'BA-14', price_cents: 2900, discounted_price_cents: null },
  { slug: 'af-1', name: 'Antifungal (Fluconazole)', kind: 'treatment', sku: 'AF-1', price_cents: 2500, discounted_price_cents: null },
  { slug: 'soo-3', name: 'Soothing Cream', kind: 'treatment', sku: 'SOO-3', price_cents: 1900, discounted_price_cents: null },
  { slug: 'est-1', name: 'Vaginal Estradiol Cream', kind: 'treatment', sku: 'EST-1', price_cents: 4500, discounted_price_cents: null },
  {
    slug: 'male-partner-treatment-voucher',
    name: 'Male Partner BV Treatment Voucher',
    kind: 'male-partner',
    sku: 'MP-BV-001',
    price_cents: 12900,
    discounted_price_cents: null,
  },
  { slug: 'treatment-calendar', name: 'Treatment Calendar', kind: 'care', sku: 'CARE-CAL', price_cents: 3000, discounted_price_cents: null },
  { slug: 'coaching-call', name: 'Coaching Call', kind: 'care', sku: 'CARE-COACH', price_cents: 3500, discounted_price_cents: null },
  { slug: 'travel-bag', name: 'Travel Bag', kind: 'care', sku: 'CARE-BAG', price_cents: 2500, discounted_price_cents: null },
  { slug: 'consult-review', name: 'Consult Review', kind: 'care', sku: 'CARE-REVIEW', price_cents: 3000, discounted_price_cents: null },
  {
    slug: 'vaginal-microbiome-test',
    name: 'Vaginal Microbiome Test',
    kind: 'test',
    sku: 'VMT-1',
    price_cents: 14900,
    discounted_price_cents: 12900,
  },
];
