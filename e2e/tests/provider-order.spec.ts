// Ordering a test for a patient (SPEC §1, §2.5), as the verified demo provider: a patient-paid order
// for a new patient, the link copied from the confirmation; the patient claims it through the API
// (a fresh account, pays in the sandbox) and the provider's orders show the kit sent; she activates it,
// releases her results to the provider, the lab reports, and the provider downloads her results as a
// PDF from Patient tests. Then a
// provider-paid order with the STI panel through the sandbox payment page, back to the
// confirmation with the patient's link. (New patients each run: provider@'s seeded orders stay.)
import type { APIRequestContext, Page } from '@playwright/test';
import { pdfText } from './pdf-text';
import { throughTheLab } from './care-purchase';
import { DEMO_PASSWORD, expect, expectHealthyPage, SHELL_URL, signIn, test } from './platform';

const LINK = /^http:\/\/localhost:\d+\/provider-test\/([A-Za-z0-9_-]{40,})\/$/;

async function accessToken(request: APIRequestContext, email: string, password = DEMO_PASSWORD): Promise<string> {
  const res = await request.post('/api/token/', { data: { username: email, password } });
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { access: string }).access;
}

/** Pays a checkout in the sandbox and processes the order, as `access`. */
async function payAndProcess(request: APIRequestContext, checkoutUrl: string, access: string) {
  const paid = await request.post(`${checkoutUrl}pay/`, { data: { delivery: 'standard' }, maxRedirects: 0 });
  expect(paid.status()).toBe(303);
  const back = new URL(paid.headers().location, 'http://localhost');
  const processed = await request.post('/api/v1/orders/process', {
    headers: { Authorization: `Bearer ${access}` },
    data: Object.fromEntries(['checkout_id', 'checkout_token', 'order_email'].map((k) => [k, back.searchParams.get(k)])),
  });
  expect(processed.ok()).toBe(true);
}

async function fillOrder(page: Page, { name, email, payer, sti }: { name: string; email: string; payer: RegExp; sti: boolean }) {
  await page.getByRole('textbox', { name: /Patient's name/ }).fill(name);
  await page.getByRole('textbox', { name: /Patient's email address/ }).fill(email);
  await page.getByRole('radio', { name: payer }).check();
  if (sti) await page.getByRole('checkbox', { name: /Add the STI-only PCR panel/ }).check();
  await expectHealthyPage(page);
  await page.getByRole('button', { name: 'Review the order' }).click();
}

test('a provider orders a patient-paid test, copies the link, and sees the patient claim it', async ({ page, context, request }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: new URL(SHELL_URL).origin });
  const email = `e2e-porder-${Date.now()}@flora.test`;
  await page.goto('/login/?next=/provider/order/');
  await signIn(page, 'provider@flora.test');
  await expect(page).toHaveURL(/\/provider\/order\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Order a test' })).toBeVisible();

  // The fields are checked beside each one before anything is sent.
  await page.getByRole('button', { name: 'Review the order' }).click();
  await expect(page.getByText("Enter the patient's name.")).toBeVisible();
  await expect(page.getByText('Choose who pays for the test.')).toBeVisible();

  await fillOrder(page, { name: 'Nora Patient', email, payer: /The patient/, sti: false });
  const review = page.getByRole('region', { name: 'Review the order' });
  await expect(review.getByRole('list', { name: 'The order' }).getByRole('listitem')).toHaveText([/Vaginal microbiome test\s*\$129/, /Total\s*\$129/]);
  await expectHealthyPage(page);
  await review.getByRole('button', { name: 'Place the order' }).click();

  await expect(page.getByText('Test ordered for Nora Patient')).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();
  const linkBox = page.getByRole('textbox', { name: "The patient's link" });
  await expect(linkBox).toHaveValue(LINK);
  const link = await linkBox.inputValue();
  await page.getByRole('button', { name: 'Copy link' }).click();
  await expect(page.getByRole('button', { name: 'Copied' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
  await expectHealthyPage(page);

  // The patient got the same link by email, registers with that address and claims it; she pays.
  const staff = await accessToken(request, 'staff@flora.test');
  const outbox = await request.get(`/api/internal/outbox/?to=${encodeURIComponent(email)}`, { headers: { Authorization: `Bearer ${staff}` } });
  expect(((await outbox.json()) as { link: string | null }[]).map((m) => m.link)).toContain(link);
  const registered = await request.post('/api/v1/register/', {
    data: { first_name: 'Nora', last_name: 'Patient', email, password: 'a-good-password-2026', accepted_terms: true },
  });
  expect(registered.status()).toBe(201);
  const patient = ((await registered.json()) as { access: string }).access;
  const claimed = await request.post(`/api/v1/provider-test/${LINK.exec(link)![1]}/`, { headers: { Authorization: `Bearer ${patient}` }, data: {} });
  expect(claimed.status()).toBe(200);
  await payAndProcess(request, ((await claimed.json()) as { checkout_url: string }).checkout_url, patient);

  // The provider's orders show it claimed: the kit is on its way to her.
  const provider = await accessToken(request, 'provider@flora.test');
  const orders = await request.get('/api/v1/provider/orders/', { headers: { Authorization: `Bearer ${provider}` } });
  const order = ((await orders.json()) as { data: { patient_email: string; status: string; test_hash: string | null }[] }).data.find((o) => o.patient_email === email);
  expect(order).toMatchObject({ status: 'kit_sent' });
  expect(order?.test_hash).toBeTruthy();

  // She activates the kit, releases her results to the provider, and the lab reports (CST IV-B).
  const hash = order!.test_hash!;
  const her = { Authorization: `Bearer ${patient}` };
  expect((await request.post('/api/v1/user-tests/', { headers: her, data: { hash } })).ok()).toBe(true);
  expect((await request.post(`/api/v1/user-tests/${hash}/provider-release/`, { headers: her, data: { provider_release: true } })).ok()).toBe(true);
  await throughTheLab(request, her, hash);

  // The provider finds her on Patient tests and downloads her results: a real PDF with her result.
  await page.goto('/provider/tests/');
  await page.getByRole('searchbox', { name: 'Search by patient name or email' }).fill(email);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: `Download PDF: results of ${email}` }).click();
  expect(await pdfText(await download)).toContain('CST IV-B');
  await expectHealthyPage(page);
});

test('a provider-paid order with the STI panel goes through the sandbox and back to the confirmation', async ({ page }) => {
  const email = `e2e-porder-paid-${Date.now()}@flora.test`;
  await page.goto('/login/?next=/provider/order/');
  await signIn(page, 'provider@flora.test');
  await expect(page.getByRole('heading', { level: 1, name: 'Order a test' })).toBeVisible();

  await fillOrder(page, { name: 'Paula Paid', email, payer: /My practice/, sti: true });
  const review = page.getByRole('region', { name: 'Review the order' });
  await expect(review.getByRole('list', { name: 'The order' }).getByRole('listitem')).toHaveText([
    /Vaginal microbiome test\s*\$129/,
    /STI-only PCR panel \(add-on\)\s*\$79/,
    /Total\s*\$208/,
  ]);
  await review.getByRole('button', { name: 'Place the order and pay $208' }).click();

  await expect(page).toHaveURL(/\/api\/v1\/checkout\/[A-Za-z0-9_-]+\//);
  await page.getByRole('button', { name: 'Pay (sandbox)' }).click();

  await expect(page).toHaveURL(/\/provider\/tests\/order-complete\/\?checkout_id=/);
  await expect(page.getByRole('heading', { level: 1, name: 'Test ordered' })).toBeVisible();
  await expect(page.getByText('Test ordered for Paula Paid')).toBeVisible();
  await expect(page.getByText(/You paid for it/)).toBeVisible();
  await expect(page.getByRole('textbox', { name: "The patient's link" })).toHaveValue(LINK);
  await expectHealthyPage(page);
});
