// Order transfer (SPEC §7): a new account asks for an order placed with another email
// (DEMO-TRANSFER-ORDER-0001, seeded in new@flora.test's account) on /verify-account-order-transfer/;
// the owner of that email opens the emailed /order-transfer-confirm/ link, sees what moves,
// confirms, and the requester's list shows it moved. The used link then says so.
import { expect, expectHealthyPage, test } from './platform';
import { fillRegistrationForm } from './registration';
import type { APIRequestContext } from '@playwright/test';

const ORDER = 'DEMO-TRANSFER-ORDER-0001';

async function transferLink(request: APIRequestContext): Promise<string> {
  const token = await request.post('/api/token/', { data: { username: 'staff@flora.test', password: 'flora-demo-2026' } });
  const { access } = (await token.json()) as { access: string };
  const outbox = await request.get('/api/internal/outbox/?to=new%40flora.test', { headers: { Authorization: `Bearer ${access}` } });
  const link = ((await outbox.json()) as { link: string | null }[]).find((e) => e.link?.includes('/order-transfer-confirm/'))?.link;
  expect(link, 'an order-transfer email to new@flora.test').toBeTruthy();
  const url = new URL(link as string);
  return `${url.pathname}${url.search}`;
}

test('an order placed with another email moves to the account that asked, once its owner confirms', async ({ page, request }) => {
  // A new account (signed in by registering) asks for the order.
  const email = `e2e-transfer-${Date.now()}@flora.test`;
  await page.goto('/verify-account-order-transfer/');
  await expect(page.getByRole('heading', { level: 1, name: 'Move orders to your account' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Sign in to continue' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login/?next=%2Fverify-account-order-transfer%2F');
  await expectHealthyPage(page);
  await page.goto('/register/?next=%2Fverify-account-order-transfer%2F');
  await fillRegistrationForm(page, { firstName: 'Tara', lastName: 'Transfer', email });
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
});
