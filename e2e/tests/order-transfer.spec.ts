// Order transfer (SPEC §7): a new account asks for an order placed with another email
// (DEMO-TRANSFER-ORDER-0001, order FL-10000027, seeded in new@flora.test's account and listed in her
// orders) on /verify-account-order-transfer/; the owner of that email opens the emailed
// /order-transfer-confirm/ link, sees what moves, confirms; the used link then says so. The end
// state on every page that shows it: the order is in the new account's /account/orders/ (and its
// request reads "Moved"), and no longer in new@flora.test's.
import { DEMO_PASSWORD, expect, expectHealthyPage, signIn, test } from './platform';
import { fillRegistrationForm, verificationLink } from './registration';
import type { APIRequestContext, Page } from '@playwright/test';

const ORDER = 'DEMO-TRANSFER-ORDER-0001';
const ORDER_NUMBER = 'FL-10000027';
const PASSWORD = 'transfer-passphrase-1';

async function transferLink(request: APIRequestContext): Promise<string> {
  const token = await request.post('/api/token/', { data: { username: 'staff@flora.test', password: 'flora-demo-2026' } });
  const { access } = (await token.json()) as { access: string };
  const outbox = await request.get('/api/internal/outbox/?to=new%40flora.test', { headers: { Authorization: `Bearer ${access}` } });
  const link = ((await outbox.json()) as { link: string | null }[]).find((e) => e.link?.includes('/order-transfer-confirm/'))?.link;
  expect(link, 'an order-transfer email to new@flora.test').toBeTruthy();
  const url = new URL(link as string);
  return `${url.pathname}${url.search}`;
}

/** Signs out (the stored session) and signs in as `email` on /account/orders/. */
async function ordersOf(page: Page, email: string, password = DEMO_PASSWORD) {
  await page.context().clearCookies();
  await page.evaluate(() => window.localStorage.clear());
  await page.goto('/login/?next=%2Faccount%2Forders%2F');
  await signIn(page, email, password);
  await expect(page).toHaveURL(/\/account\/orders\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
}

const orderRow = (page: Page) => page.getByRole('table', { name: 'Your orders' }).getByRole('row', { name: new RegExp(ORDER_NUMBER) });

test('an order placed with another email moves to the account that asked, once its owner confirms', async ({ page, request }) => {
  // A new account (signed in by registering) asks for the order.
  const email = `e2e-transfer-${Date.now()}@flora.test`;
  await page.goto('/verify-account-order-transfer/');
  await expect(page.getByRole('heading', { level: 1, name: 'Move orders to your account' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Sign in to continue' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login/?next=%2Fverify-account-order-transfer%2F');
  await expectHealthyPage(page);
  await page.goto('/register/?next=%2Fverify-account-order-transfer%2F');
  // (research consent given, so that her My Account opens once her email is verified, below)
  await fillRegistrationForm(page, { firstName: 'Tara', lastName: 'Transfer', email, password: PASSWORD, researchConsent: true });
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/verify-account-order-transfer\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Move orders to your account' })).toBeVisible();
  await expect(page.getByText('No requests yet.')).toBeVisible();

  await page.getByLabel('Order IDs').fill('not an id!');
  await page.getByLabel('Order IDs').blur();
  await page.getByRole('button', { name: 'Send confirmation link' }).click();
  await expect(page.getByLabel('Order IDs')).toHaveAttribute('aria-invalid', 'true');
  await page.getByLabel('Order IDs').fill(ORDER);
  await page.getByLabel('Order IDs').blur();
  await page.getByRole('button', { name: 'Send confirmation link' }).click();
  await expect(page.getByText('We emailed a link to n***@flora.test.')).toBeVisible();
  await expect(page.getByText('Waiting for confirmation')).toBeVisible();
  await expectHealthyPage(page);

  // Before: the order is in new@flora.test's orders.
  await ordersOf(page, 'new@flora.test');
  await expect(orderRow(page)).toContainText('Vaginal Probiotic');
  await expectHealthyPage(page);

  // The owner of the order email opens the link (signed out, e.g. on another device).
  const link = await transferLink(request);
  await page.context().clearCookies();
  await page.evaluate(() => window.localStorage.clear());
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: 'Move your orders' })).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();
  await expect(page.getByText('Vaginal Probiotic')).toBeVisible();
  await expectHealthyPage(page);
  await page.getByRole('button', { name: 'Move this order' }).click();
  await expect(page.getByText(`The order is now in the account ${email}.`)).toBeVisible();
  await expectHealthyPage(page);

  // The link works once.
  await page.goto(link);
  await expect(page.getByText('This order-transfer link is invalid, already used or expired.')).toBeVisible();
  await expectHealthyPage(page);

  // After: new@flora.test's orders no longer hold it…
  await ordersOf(page, 'new@flora.test');
  // (loaded: her other orders, if other tests made some, or none)
  await expect(page.getByRole('table', { name: 'Your orders' }).or(page.getByRole('heading', { name: 'No orders yet' }))).toBeVisible();
  await expect(page.getByText(ORDER_NUMBER)).toHaveCount(0);
  await expectHealthyPage(page);

  // …the account that asked lists it in its orders (My Account needs a verified email)…
  const verified = await request.post('/api/v1/email-verification-confirm/', { data: { hash: new URL(await verificationLink(request, email)).searchParams.get('hash') } });
  expect(verified.ok(), `verify ${email}: ${verified.status()}`).toBe(true);
  await ordersOf(page, email, PASSWORD);
  await expect(orderRow(page)).toContainText('Vaginal Probiotic');
  await expect(orderRow(page)).toContainText('Order placed');
  await expectHealthyPage(page);

  // …and its request reads "Moved", leading to those orders.
  await page.goto('/verify-account-order-transfer/');
  const requests = page.getByRole('list', { name: 'Your order-transfer requests' });
  await expect(requests.getByRole('listitem').filter({ hasText: ORDER })).toContainText('Moved');
  await requests.getByRole('link', { name: 'See your orders' }).click();
  await expect(page).toHaveURL(/\/account\/orders\/$/);
  await expect(orderRow(page)).toBeVisible();
  await expectHealthyPage(page);
});
