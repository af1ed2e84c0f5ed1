// A fresh consumer who has bought vaginitis care, made entirely through the API the product already
// has (the calls a patient's browser, the sandbox payment page and the lab make) — for the intake
// journeys, which start "from a fresh purchase made through the API" (issue 14):
// 1. register (research consent, terms) and verify the email from the staff outbox link;
// 2. activate an unused demo kit, consent, record the sample, submit a complete health history;
// 3. as staff, the lab receives the sample and reports a BV result (CST IV-B): eligible for care;
// 4. start a vaginitis consult on that test, open its checkout, pay on the sandbox page (303 to the
//    order-complete page with the order's ids) and process the order: the consult is paid (OR) and
//    the test records that care was purchased, so Care shows the post-purchase "Complete intake".
// No test-only route or seed. `freshPatient` and `payCheckout` are the steps other purchases reuse
// (ungated Rx, STI).
import type { APIRequestContext, APIResponse } from '@playwright/test';
import { DEMO_PASSWORD, expect } from './platform';

/**
 * The demo kits free for intake journeys (FLKIT00003 and FLKIT00005 belong to other specs). The
 * first one not yet attached is used, so a retry (or a second journey) on the same database takes
 * the next kit.
 */
const FREE_KITS = ['FLKIT00001', 'FLKIT00002', 'FLKIT00004', 'FLKIT00006', 'FLKIT00007', 'FLKIT00008', 'FLKIT00009', 'FLKIT00010'];

export const FRESH_PASSWORD = 'care-buyer-passphrase-1';

/** A complete health history (questionnaire v1) with no symptoms. */
const HEALTH_HISTORY = {
  symptoms: ['none'],
  has_periods: false,
  menopause_status: 'premenopause',
  hormone_therapy: false,
  sexually_active: false,
  contraception: ['none'],
  pregnant: 'no',
  trying_to_conceive: false,
  breastfeeding: false,
  antibiotics_recent: false,
  prior_diagnoses: ['none'],
  vaginal_products: ['none'],
};

/** A BV result (CST IV-B): eligible for care (bv-treatment-program) and a-la-care. */
export const BV_RESULT = {
  valencia_type: 'CST IV-B',
  microbes: [
    { name: 'Gardnerella vaginalis', classification: 'disruptive', relative_abundance: 41.5 },
    { name: 'Fannyhessea vaginae', classification: 'disruptive', relative_abundance: 18.2 },
    { name: 'Prevotella bivia', classification: 'disruptive', relative_abundance: 14.3 },
    { name: 'Lactobacillus iners', classification: 'variable', relative_abundance: 12.0 },
    { name: 'Lactobacillus crispatus', classification: 'protective', relative_abundance: 3.1 },
  ],
};

async function json<T>(answer: APIResponse, what: string): Promise<T> {
  expect(answer.ok(), `${what}: ${answer.status()} ${await answer.text()}`).toBe(true);
  return (await answer.json()) as T;
}

export async function bearer(request: APIRequestContext, username: string, password: string) {
  const { access } = await json<{ access: string }>(await request.post('/api/token/', { data: { username, password } }), `sign in ${username}`);
  return { Authorization: `Bearer ${access}` };
}

async function verifyEmail(request: APIRequestContext, staff: Record<string, string>, email: string) {
  let hash: string | null = null;
  await expect(async () => {
    const outbox = await json<{ link: string | null }[]>(await request.get(`/api/internal/outbox/?to=${encodeURIComponent(email)}`, { headers: staff }), 'outbox');
    const link = outbox.map((e) => e.link).find((l) => l?.includes('/verify-email-confirm/?hash='));
    hash = link ? new URL(link).searchParams.get('hash') : null;
    expect(hash).toBeTruthy();
  }).toPass({ timeout: 10_000 });
  await json(await request.post('/api/v1/email-verification-confirm/', { data: { hash } }), 'verify email');
}

/** Attaches the first free demo kit to her: its hash. */
async function activateFreeKit(request: APIRequestContext, auth: Record<string, string>): Promise<string> {
  for (const kit of FREE_KITS) {
    const answer = await request.post('/api/v1/user-tests/', { headers: auth, data: { hash: kit } });
    if (answer.status() === 409) continue; // another account attached it (an earlier run on this database)
    return (await json<{ hash: string }>(answer, `activate ${kit}`)).hash;
  }
  throw new Error(`No free demo kit left of ${FREE_KITS.join(', ')}: restart the e2e platform (it seeds a fresh database).`);
}

export interface FreshPatient {
  email: string;
  password: string;
  /** Her bearer header for API calls. */
  auth: Record<string, string>;
  /** Her test, with a submitted health history (and results when `result` was given). */
  testHash: string;
}

export interface FreshPatientOptions {
  /** The health history she submits (default: complete, no symptoms). */
  healthHistory?: Record<string, unknown>;
  /** The lab's result for her test (default: a BV result, CST IV-B); null: the lab has not reported. */
  result?: typeof BV_RESULT | null;
}

/**
 * Her activated test, through the lab: consent, the sample, a complete health history submitted, then
 * (unless `result` is null) the lab receives it and reports the result (as staff).
 */
export async function throughTheLab(request: APIRequestContext, auth: Record<string, string>, testHash: string, options: FreshPatientOptions = {}) {
  const staff = await bearer(request, 'staff@flora.test', DEMO_PASSWORD);
  const test = `/api/v1/user-tests/${testHash}`;
  await json(await request.post(`${test}/consent/`, { headers: auth }), 'consent');
  await json(await request.post(`${test}/sample/`, { headers: auth, data: { ph: 5.2 } }), 'sample');
  await json(
    await request.post(`${test}/submit/`, { headers: auth, data: { answers: options.healthHistory ?? HEALTH_HISTORY } }),
    'submit the health history',
  );
  const result = options.result === undefined ? BV_RESULT : options.result;
  if (result) {
    await json(await request.post(`/api/internal/lab/tests/${testHash}/receive/`, { headers: staff }), 'lab receives');
    const ready = await json<{ status: string }>(
      await request.post(`/api/internal/lab/tests/${testHash}/results/`, { headers: staff, data: result }),
      'lab results',
    );
    expect(ready.status).toBe('ready');
  }
}

/** A new, verified consumer whose test has a submitted health history and (by default) BV results. */
export async function freshPatient(request: APIRequestContext, label: string, options: FreshPatientOptions = {}): Promise<FreshPatient> {
  const email = `e2e-${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@flora.test`;
  const staff = await bearer(request, 'staff@flora.test', DEMO_PASSWORD);

  // 1. Her account.
  await json(
    await request.post('/api/v1/register/', {
      data: { first_name: 'Iris', last_name: 'Intake', email, password: FRESH_PASSWORD, research_consent: true, accepted_terms: true },
    }),
    'register',
  );
  await verifyEmail(request, staff, email);
  const auth = await bearer(request, email, FRESH_PASSWORD);

  // 2. Her test, through the lab.
  const testHash = await activateFreeKit(request, auth);
  await throughTheLab(request, auth, testHash, options);
  return { email, password: FRESH_PASSWORD, auth, testHash };
}

/**
 * Pays a checkout on the sandbox payment page (303 to the order-complete page) and processes the
 * order. `delivery` null: nothing ships (e.g. a test add-on), so the page takes no delivery choice.
 */
export async function payCheckout(
  request: APIRequestContext,
  auth: Record<string, string>,
  checkoutUrl: string,
  delivery: string | null = 'standard',
): Promise<void> {
  expect((await request.get(checkoutUrl)).ok()).toBe(true);
  const paid = await request.post(`${checkoutUrl}pay/`, { ...(delivery ? { form: { delivery } } : { data: {} }), maxRedirects: 0 });
  expect(paid.status(), `pay: ${await paid.text()}`).toBe(303);
  const back = new URL(paid.headers().location, 'http://flora.invalid');
  const order = {
    checkout_id: back.searchParams.get('checkout_id'),
    checkout_token: back.searchParams.get('checkout_token'),
    order_email: back.searchParams.get('order_email'),
  };
  await json(await request.post('/api/v1/orders/process', { headers: auth, data: order }), 'process the order');
}

export interface CareBuyer {
  email: string;
  password: string;
  /** The test her care was bought for. */
  testHash: string;
  /** The paid vaginitis consult (status OR, intake not started). */
  consultUid: string;
}

/** A new, verified consumer with BV results who has paid for a vaginitis consult. */
export async function freshCareBuyer(request: APIRequestContext, label: string): Promise<CareBuyer> {
  const { email, password, auth, testHash } = await freshPatient(request, label);

  // 4. She buys care: a vaginitis consult, paid through its checkout, the order processed.
  const consult = await json<{ uid: string }>(
    await request.post('/api/v1/consults/', { headers: auth, data: { type: 'vaginitis', test_hash: testHash, selected_treatments: ['ba-14'] } }),
    'start the consult',
  );
  const { checkout_url } = await json<{ checkout_url: string }>(
    await request.get(`/api/v1/consults/${consult.uid}/checkout_url/`, { headers: auth }),
    'consult checkout',
  );
  await payCheckout(request, auth, checkout_url);

  const bought = await json<{ status: string; consult_paid: boolean }>(await request.get(`/api/v1/consults/${consult.uid}/`, { headers: auth }), 'the consult');
  expect(bought).toMatchObject({ status: 'OR', consult_paid: true });
  return { email, password, testHash, consultUid: consult.uid };
}

/** A complete health history whose symptoms (odor, itching) an ungated prescription answers: eligible_for_ungated_rx. */
const UNGATED_RX_HEALTH_HISTORY = { ...HEALTH_HISTORY, symptoms: ['odor', 'itching'], symptom_duration: 'under_week' };

/**
 * A new, verified consumer who has paid for an ungated prescription: her health history reports
 * symptoms an ungated treatment answers, the lab has not reported (no results needed), and she bought
 * ba-14 and af-1 (POST .../ungated-checkout/, paid, processed). Her ungated-rx consult is in OR.
 */
export async function freshUngatedRxBuyer(request: APIRequestContext, label: string): Promise<CareBuyer> {
  const { email, password, auth, testHash } = await freshPatient(request, label, { healthHistory: UNGATED_RX_HEALTH_HISTORY, result: null });
  const { checkout_url } = await json<{ checkout_url: string }>(
    await request.post(`/api/v1/user-tests/${testHash}/ungated-checkout/`, { headers: auth, data: { treatment_slugs: ['ba-14', 'af-1'] } }),
    'ungated checkout',
  );
  await payCheckout(request, auth, checkout_url);

  const consults = await json<{ uid: string; type: string; status: string; consult_paid: boolean }[]>(
    await request.get('/api/v1/consults/', { headers: auth }),
    'her consults',
  );
  const ungated = consults.find((c) => c.type === 'ungated-rx');
  expect(ungated).toMatchObject({ status: 'OR', consult_paid: true });
  return { email, password, testHash, consultUid: ungated!.uid };
}
