// Journeys (issue 26) of people who shop: a lapsed patient (her results past the 21-day window, her
// health history reporting symptoms) buys a single treatment from the shop and is led to its intake;
// a shopper buys non-prescription items with Express delivery, and the payment page, the
// confirmation and her orders agree on what she paid.
import { expect, expectHealthyPage, signIn, test } from '../platform';
import { freshAccount } from '../shop-accounts';
import { checkoutAndPay } from './steps';

test('a lapsed patient buys a single treatment in the shop and is led to its intake', async ({ page }) => {
  await page.goto('/login/?next=%2Fcare%2F');
  await signIn(page, 'lapsed-shopper@flora.test');
  const lapsed = page.locator('[data-care-state="program-lapsed"]');
  await expect(lapsed.getByRole('heading', { name: 'Your 21-day treatment window has closed' })).toBeVisible();
  await lapsed.getByRole('link', { name: 'Shop treatments and essentials' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Shop' })).toBeVisible();
  await expectHealthyPage(page);
  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Antifungal (Fluconazole)', exact: true }) });
  await card.getByRole('button', { name: /^Add/ }).click();
  expect(await checkoutAndPay(page, { total: '$25' })).toBe('/treatments/order-complete/');
  await page.getByRole('link', { name: 'Start your intake' }).click();
  await expect(page).toHaveURL(/\/treatments\/rx\/consults\/[^/]+\/intake\/symptoms\/$/);
  await expectHealthyPage(page);
  await page.goto('/care/');
  await expect(page.getByRole('link', { name: 'Complete intake', exact: true })).toHaveCount(1);
});

test('a shopper buys essentials with Express: the payment page, the confirmation and her orders say the same', async ({ page, request }) => {
  const shopper = await freshAccount(request, 'express');
  await page.goto('/login/?next=%2Fcare%2Fshop%2F');
  await signIn(page, shopper.email, shopper.password);
  const bag = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Travel Bag' }) });
  await bag.getByRole('button', { name: /^Add/ }).click();
  await page.getByRole('dialog', { name: 'Your cart' }).getByRole('button', { name: /^Close/ }).click();
  const probiotic = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Vaginal Probiotic' }) });
  await probiotic.getByRole('button', { name: /^Add/ }).first().click();
  // $25 + $39, Express $15.
  await checkoutAndPay(page, { delivery: 'Express shipping', total: '$79' });
  await expect(page.getByText('Express shipping (1-2 business days)', { exact: true })).toBeVisible();
  await page.getByRole('link', { name: 'See your orders' }).click();
  const orders = page.getByRole('table');
  await expect(orders.getByRole('row').nth(1)).toContainText('$79');
  await expect(orders.getByRole('row').nth(1)).toContainText('Order placed');
  await expectHealthyPage(page);
});
