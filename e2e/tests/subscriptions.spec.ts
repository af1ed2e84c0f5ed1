// Subscriptions (issue 16): a fresh consumer buys the probiotic (op-4) on Subscribe & Save through
// her cart and the sandbox payment (API), then in the browser sees it on /care/shop/subscriptions/
// with its next charge, looks at her next charge with the retest offer (RETEST20, $20 off) and opens
// the subscriptions portal in a new tab. A fresh account: demo@'s subscriptions stay as other specs read them.
import { buyThroughCart, freshAccount, productId } from './shop-accounts';
import { expect, expectHealthyPage, signIn, test } from './platform';

test('a subscriber sees her subscription and next charge, the retest offer, and opens the portal', async ({ page, request }) => {
  test.setTimeout(90_000);
  const subscriber = await freshAccount(request, 'subscriber');
  await buyThroughCart(request, subscriber, [
    { item_type: 'product', quantity: 1, product_id: await productId(request, 'op-4'), is_subscription: true, selling_plan_id: 'op-4-monthly' },
  ]);

  await page.goto('/login/');
  await signIn(page, subscriber.email, subscriber.password);
  await expect(page).not.toHaveURL(/\/login\//);
  await page.goto('/care/shop/subscriptions/');
  await expect(page.getByRole('heading', { level: 1, name: 'Subscriptions' })).toBeVisible();
  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Vaginal Probiotic' }) });
  await expect(card.getByText('Every month · 15% off')).toBeVisible();
  // $39 less 15%.
  await expect(card.getByText('$33.15 per delivery')).toBeVisible();
  await expect(card.getByText('Next charge')).toBeVisible();
  await expectHealthyPage(page);

  await page.getByRole('button', { name: 'See my next charge', exact: true }).click();
  const next = page.getByLabel('Next charge', { exact: true });
  await expect(next.getByText('$33.15')).toHaveCount(2);

  await expect(page.getByRole('heading', { name: 'Retest offer: $20 off' })).toBeVisible();
  await page.getByRole('button', { name: 'See my next charge with RETEST20' }).click();
  const withOffer = page.getByLabel('Next charge with RETEST20');
  await expect(withOffer.getByText('−$20')).toBeVisible();
  await expect(withOffer.getByText('$13.15')).toBeVisible();
  await expectHealthyPage(page);

  await page.getByRole('button', { name: 'Get a portal link' }).click();
  const link = page.getByRole('link', { name: /Open the subscriptions portal/ });
  await expect(link).toHaveAttribute('target', '_blank');
  const [portal] = await Promise.all([page.waitForEvent('popup'), link.click()]);
  await expect(portal.getByRole('heading', { level: 1, name: 'Your subscriptions' })).toBeVisible();
  await expect(portal.getByRole('heading', { name: 'Vaginal Probiotic' })).toBeVisible();
});
