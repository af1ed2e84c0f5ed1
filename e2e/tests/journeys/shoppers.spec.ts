// Journeys (issue 26) of people who shop: a lapsed patient (her results past the 21-day window, her
// health history reporting symptoms) buys a single treatment from the shop and is led to its intake;
// a shopper buys non-prescription items with Express delivery, and the payment page, the
// confirmation and her orders agree on what she paid; a member (issue 27.6) buys the membership in
// the shop, cancels it, sees it cancelled and running on My Account and the subscriptions page (and
// the shop no longer sells her one), resumes it and sees it active on both.
import type { Page } from '@playwright/test';
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

/** The membership's card on /care/shop/subscriptions/ (a card of its own, beside the Subscribe & Save deliveries). */
async function membershipOnSubscriptionsPage(page: Page) {
  await page.goto('/care/shop/subscriptions/');
  await expect(page.getByRole('heading', { level: 1, name: 'Subscriptions' })).toBeVisible();
  const card = page.locator('section').filter({ has: page.getByRole('heading', { name: 'Microbiome Membership', exact: true }) });
  await expect(card).toBeVisible();
  await expectHealthyPage(page);
  return card;
}

async function myMembership(page: Page) {
  await page.goto('/account/membership/');
  await expect(page.getByRole('heading', { level: 1, name: 'Membership' })).toBeVisible();
  await expect(page.getByText('Microbiome Membership · Every 3 months')).toBeVisible();
  await expectHealthyPage(page);
}

test('a member buys the membership in the shop, cancels it, resumes it before it ends, and every page agrees', async ({ page, request }) => {
  test.setTimeout(120_000);
  const shopper = await freshAccount(request, 'member');
  await page.goto('/login/?next=%2Faccount%2Fmembership%2F');
  await signIn(page, shopper.email, shopper.password);
  await expect(page.getByRole('heading', { name: "You're not a member" })).toBeVisible();
  await expectHealthyPage(page);

  // My Account leads to the memberships in the shop, sold as Subscribe & Save only: $149 less 20% every 3 months.
  await page.getByRole('link', { name: 'Become a member' }).click();
  await expect(page).toHaveURL(/\/care\/shop\/(#shop-care)?$/);
  const care = page.getByRole('region', { name: 'Shop Care' });
  const offer = care.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Microbiome Membership', exact: true }) });
  await expect(offer.getByRole('button', { name: /^Add/ })).toHaveCount(0);
  await offer.getByRole('button', { name: /^Subscribe & Save/ }).click();
  await checkoutAndPay(page, { total: '$119.20' });

  let card = await membershipOnSubscriptionsPage(page);
  await expect(card.getByText('Active', { exact: true })).toBeVisible();
  await expect(card.getByText('Every 3 months · 20% off')).toBeVisible();
  await expect(card.getByText('$119.20 per delivery')).toBeVisible();
  await expect(card.getByRole('button', { name: 'Resume membership' })).toHaveCount(0);

  // She cancels with a reason in My Account.
  await myMembership(page);
  await expect(page.getByText('Active', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Cancel membership' }).click();
  await page.getByRole('radio', { name: 'It costs too much' }).check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('button', { name: 'Yes, cancel my membership' }).click();
  await expect(page.getByText('Your membership is cancelled')).toBeVisible();

  // Cancelled but running until the end of what she paid for: both pages say so and offer to resume it.
  card = await membershipOnSubscriptionsPage(page);
  await expect(card.getByText('Cancelled', { exact: true })).toBeVisible();
  await expect(card.getByText(/Runs until/)).toBeVisible();
  await expect(card.getByText('None scheduled')).toBeVisible();
  await expect(card.getByRole('button', { name: 'Resume membership' })).toBeVisible();

  await myMembership(page);
  await expect(page.getByText('Cancelled', { exact: true })).toBeVisible();
  await expect(page.getByText(/Your membership runs until/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cancel membership' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Resume membership' })).toBeVisible();

  // The shop does not sell her a second one meanwhile.
  await page.goto('/care/shop/');
  const notForSale = page.getByRole('region', { name: 'Shop Care' }).getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Microbiome Membership', exact: true }) });
  await expect(notForSale.getByText('Member', { exact: true })).toBeVisible();
  await expect(notForSale.getByText(/Your membership is cancelled and runs until .*: resume it in My Account\./)).toBeVisible();
  await expect(notForSale.getByRole('button')).toHaveCount(0);
  await expectHealthyPage(page);

  // She resumes it: the same membership, active again, no new charge.
  await myMembership(page);
  await page.getByRole('button', { name: 'Resume membership' }).click();
  await expect(page.getByText(/Your membership is active again\. Your next delivery is charged on/)).toBeVisible();
  await expect(page.getByText('Active', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cancel membership' })).toBeVisible();
  await expectHealthyPage(page);
  await page.reload();
  await expect(page.getByText('Active', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Resume membership' })).toHaveCount(0);

  card = await membershipOnSubscriptionsPage(page);
  await expect(card.getByText('Active', { exact: true })).toBeVisible();
  await expect(card.getByText('Cancelled', { exact: true })).toHaveCount(0);
  await expect(card.getByText('$119.20 per delivery')).toBeVisible();
  await expect(card.getByRole('button', { name: 'Resume membership' })).toHaveCount(0);

  // One order: resuming charged nothing.
  await page.goto('/account/orders/');
  await expect(page.getByRole('table').getByRole('row')).toHaveCount(2);
});
