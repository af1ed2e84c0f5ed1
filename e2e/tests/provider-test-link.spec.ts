// The provider-test link (SPEC §2.1): the verified demo provider orders a test for a new patient
// and pays for it (through the API, as the provider portal would); the patient opens the emailed
// link, sees who ordered what, creates her account from there (next= brings her back), verifies
// her email from the emailed link, accepts the test and finds it in My Tests. A patient who pays
// for her test and never comes back from the payment page still has it (issue 27). Plus a used and
// an unknown link.
import type { APIRequestContext } from '@playwright/test';
import { DEMO_PASSWORD, expect, expectHealthyPage, test } from './platform';
import { fillRegistrationForm } from './registration';

interface OutboxEntry {
  to: string;
  subject: string;
  link: string | null;
}

async function accessToken(request: APIRequestContext, email: string): Promise<string> {
  const res = await request.post('/api/token/', { data: { username: email, password: DEMO_PASSWORD } });
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { access: string }).access;
}

/** The newest link emailed to `email` whose URL contains `part`, read from the outbox as staff. */
async function emailedLink(request: APIRequestContext, email: string, part: string): Promise<string> {
  const staff = await accessToken(request, 'staff@flora.test');
  const outbox = await request.get(`/api/internal/outbox/?to=${encodeURIComponent(email)}`, { headers: { Authorization: `Bearer ${staff}` } });
  expect(outbox.ok()).toBe(true);
  const link = ((await outbox.json()) as OutboxEntry[]).find((e) => e.link?.includes(part))?.link;
  expect(link, `an email to ${email} with a ${part} link`).toBeTruthy();
  // The API writes links to its configured front end; open them on the platform under test.
  const url = new URL(link as string);
  return `${url.pathname}${url.search}`;
}

/** provider@flora.test orders a test for `patientEmail`, pays for it in the sandbox and processes the order. */
async function providerOrdersAndPays(request: APIRequestContext, patientEmail: string) {
  const provider = await accessToken(request, 'provider@flora.test');
  const auth = { Authorization: `Bearer ${provider}` };
  const placed = await request.post('/api/v1/provider/orders/', { headers: auth, data: { patient_email: patientEmail, payer: 'provider' } });
  expect(placed.status()).toBe(201);
  const { checkout_url: checkoutUrl } = (await placed.json()) as { checkout_url: string };
  const paid = await request.post(`${checkoutUrl}pay/`, { data: { delivery: 'standard' }, maxRedirects: 0 });
  expect(paid.status()).toBe(303);
  const back = new URL(paid.headers().location, 'http://localhost');
  const processed = await request.post('/api/v1/orders/process', {
    headers: auth,
    data: {
      checkout_id: back.searchParams.get('checkout_id'),
      checkout_token: back.searchParams.get('checkout_token'),
      order_email: back.searchParams.get('order_email'),
    },
  });
  expect(processed.ok()).toBe(true);
}

test('a new patient opens a provider-test link, registers from it, verifies her email and adds the test', async ({ page, request }) => {
  const email = `e2e-patient-${Date.now()}@flora.test`;
  await providerOrdersAndPays(request, email);
  const link = await emailedLink(request, email, '/provider-test/');

  // Anyone with the link sees who ordered what; both ways in come back here.
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: 'A test from your provider' })).toBeVisible();
  await expect(page.getByText('Vaginal Microbiome Test')).toBeVisible();
  await expect(page.getByText('Paid by your provider')).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', `/login/?next=${encodeURIComponent(link)}`);
  await expectHealthyPage(page);

  await page.getByRole('link', { name: 'Create an account' }).click();
  await expect(page).toHaveURL(/\/register\/\?next=/);
  await fillRegistrationForm(page, { firstName: 'Pia', lastName: 'Patient', email });
  await page.getByRole('button', { name: 'Create account' }).click();

  // Back on the link, signed in.
  await expect(page).toHaveURL(new RegExp(`${link}$`));
  await expect(page.getByText(`You are signed in as ${email}.`)).toBeVisible();

  // She verifies her email from the emailed link, then comes back to the test link.
  await page.goto(await emailedLink(request, email, '/verify-email-confirm/'));
  await expect(page.getByRole('heading', { level: 1, name: 'Email Address Verified' })).toBeVisible();
  await page.goto(link);
  await page.getByRole('button', { name: 'Add this test to my account' }).click();
  await expect(page.getByText('The test is in your account')).toBeVisible();
  await expect(page.getByText(/results will also be shared with/)).toBeVisible();
  await expectHealthyPage(page);

  // My Tests (after the research consent the guard asks for) shows the new kit.
  await page.getByRole('link', { name: 'Go to My Tests' }).click();
  await expect(page).toHaveURL(/\/research-consent\/\?next=%2Ftests%2F$/);
  await page.getByRole('checkbox', { name: /de-identified data may be used for research/ }).check();
  await page.getByRole('button', { name: 'Agree and continue' }).click();
  await expect(page).toHaveURL(/\/tests\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'My Tests' })).toBeVisible();
  await expect(page.getByText('No tests yet')).toHaveCount(0);

  // The link works once: to her, it says the test is in her account.
  await page.goto(link);
  await expect(page.getByText('The test is in your account')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add this test to my account' })).toHaveCount(0);
  await expectHealthyPage(page);
});

test('a patient who pays for her provider\'s test and never comes back from the payment page still has it', async ({ page, request }) => {
  const email = `e2e-payer-${Date.now()}@flora.test`;
  const provider = { Authorization: `Bearer ${await accessToken(request, 'provider@flora.test')}` };
  const placed = await request.post('/api/v1/provider/orders/', { headers: provider, data: { patient_email: email, payer: 'patient', patient_name: 'Nell Never' } });
  expect(placed.status()).toBe(201);
  const link = await emailedLink(request, email, '/provider-test/');

  await page.goto(link);
  await page.getByRole('link', { name: 'Create an account' }).click();
  await fillRegistrationForm(page, { firstName: 'Nell', lastName: 'Never', email, researchConsent: true });
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(new RegExp(`${link}$`));
  await page.goto(await emailedLink(request, email, '/verify-email-confirm/'));
  await expect(page.getByRole('heading', { level: 1, name: 'Email Address Verified' })).toBeVisible();
  await page.goto(link);
  await page.getByRole('button', { name: 'Add this test to my account' }).click();
  const checkoutUrl = await page.getByRole('link', { name: 'Continue to payment' }).getAttribute('href');

  // The payment is made, but her browser never follows it back to Flora (she closed the tab).
  const paid = await request.post(`${new URL(checkoutUrl!, page.url()).pathname}pay/`, { data: { delivery: 'standard' }, maxRedirects: 0 });
  expect(paid.status()).toBe(303);

  // Later: her test is in My Tests with its checklist, and the link says so.
  await page.goto('/tests/');
  await expect(page.getByRole('heading', { level: 1, name: 'My Tests' })).toBeVisible();
  await expect(page.getByText('No tests yet')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 2, name: /^Next steps for test FLP/ })).toBeVisible();
  await expectHealthyPage(page);
  await page.goto(link);
  await expect(page.getByText('The test is in your account')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add this test to my account' })).toHaveCount(0);
  await expectHealthyPage(page);

  // The provider's list shows the kit sent.
  const orders = await request.get('/api/v1/provider/orders/', { headers: provider });
  const order = ((await orders.json()) as { data: { patient_email: string; status: string }[] }).data.find((o) => o.patient_email === email);
  expect(order?.status).toBe('kit_sent');
});

test('an unknown provider-test link says so', async ({ page }) => {
  await page.goto('/provider-test/not-a-real-token-0000000000/');
  await expect(page.getByRole('heading', { level: 1, name: 'A test from your provider' })).toBeVisible();
  await expect(page.getByText('This test link is not valid.')).toBeVisible();
  await expectHealthyPage(page);
});
