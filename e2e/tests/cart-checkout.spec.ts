// The cart panel and checkout (issue 16), as a buyer lives it. A fresh consumer (registered and
// verified through the API) has two things in her cart, added through the API (the product cards
// are another journey): the Vaginal Probiotic as Subscribe & Save and a Travel Bag. From My Tests
// (mf-results) the header's cart button opens mf-shop's panel over the page; she changes a quantity
// and the delivery, checks out, declines on the sandbox payment page and comes back to the panel
// with the message and her cart intact; then she pays and lands on the order confirmation, and the
// order is in her order list.
import type { APIRequestContext } from '@playwright/test';
import { DEMO_PASSWORD, expect, expectHealthyPage, signIn, test } from './platform';

const PASSWORD = 'cart-buyer-passphrase-1';

async function json<T>(answer: Awaited<ReturnType<APIRequestContext['get']>>, what: string): Promise<T> {
  expect(answer.ok(), `${what}: ${answer.status()} ${await answer.text()}`).toBe(true);
  return (await answer.json()) as T;
}

/** A new consumer with a verified email and research consent, and a cart with two lines. */
async function freshBuyerWithCart(request: APIRequestContext): Promise<string> {
  const email = `e2e-cart-${Date.now()}-${Math.floor(Math.random() * 1e6)}@flora.test`;
  const { access } = await json<{ access: string }>(
    await request.post('/api/v1/register/', { data: { first_name: 'Cara', last_name: 'Cart', email, password: PASSWORD, research_consent: true, accepted_terms: true } }),
    'register',
  );
  const staff = await json<{ access: string }>(await request.post('/api/token/', { data: { username: 'staff@flora.test', password: DEMO_PASSWORD } }), 'staff login');
  let hash: string | null = null;
  await expect(async () => {
    const outbox = await json<{ link: string | null }[]>(
      await request.get(`/api/internal/outbox/?to=${encodeURIComponent(email)}`, { headers: { Authorization: `Bearer ${staff.access}` } }),
      'outbox',
    );
    const link = outbox.map((e) => e.link).find((l) => l?.includes('/verify-email-confirm/?hash='));
    hash = link ? new URL(link).searchParams.get('hash') : null;
    expect(hash).toBeTruthy();
  }).toPass({ timeout: 10_000 });
  await json(await request.post('/api/v1/email-verification-confirm/', { data: { hash } }), 'verify email');

  const auth = { Authorization: `Bearer ${access}` };
  const { data: products } = await json<{ data: { id: number; slug: string }[] }>(await request.get('/api/v1/products/all-products/'), 'products');
  const id = (slug: string) => products.find((p) => p.slug === slug)!.id;
  const cart = await json<{ id: number }>(await request.post('/api/v1/cart/', { headers: auth }), 'cart');
  await json(
    await request.post(`/api/v1/cart/${cart.id}/items/`, {
      headers: auth,
      data: {
        items: [
          { item_type: 'product', quantity: 1, product_id: id('op-4'), is_subscription: true },
          { item_type: 'product', quantity: 1, product_id: id('travel-bag') },
        ],
      },
    }),
    'add to the cart',
  );
  return email;
}

test('from My Tests the cart opens over the page; a declined payment returns to the cart intact; paying lands on the confirmation and the order list', async ({ page, request }) => {
  const email = await freshBuyerWithCart(request);
  await page.goto('/login/?next=%2Ftests%2F');
  await signIn(page, email, PASSWORD);
  await expect(page.getByRole('heading', { level: 1, name: 'My Tests' })).toBeVisible();

  // The header's cart button (keyboard) opens the panel over My Tests; Escape closes it and focus returns.
  const cartButton = page.getByRole('button', { name: 'Cart, 2 items' });
  await cartButton.focus();
  await page.keyboard.press('Enter');
  const panel = page.getByRole('dialog', { name: 'Your cart' });
  await expect(panel.getByRole('heading', { name: 'Vaginal Probiotic' })).toBeVisible();
  await expect(panel.getByText('Subscribe & Save: Every month, 15% off · $33.15 each')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'My Tests' })).toBeVisible();
  await expectHealthyPage(page);
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(cartButton).toBeFocused();

  // More of the bag, a faster delivery, and the totals follow.
  await cartButton.click();
  await panel.getByRole('button', { name: 'Increase quantity of Travel Bag' }).click();
  await expect(panel.locator('output[aria-label="Quantity of Travel Bag"]')).toHaveText('2');
  await expect(page.getByRole('button', { name: 'Cart, 3 items' })).toBeVisible();
  await panel.getByRole('radio', { name: /Express shipping/ }).check();
  const totals = panel.getByLabel('Order total');
  await expect(totals.getByText('$98.15')).toBeVisible(); // 33.15 + 2 x 25 + 15 express

  // Checkout goes to the sandbox payment page with the delivery chosen; she declines.
  await panel.getByRole('button', { name: 'Checkout' }).click();
  await expect(page).toHaveURL(/\/api\/v1\/checkout\/[A-Za-z0-9_-]+\/\?delivery=express$/);
  await expect(page.getByRole('radio', { name: /Express shipping/ })).toBeChecked();
  await page.getByRole('button', { name: 'Decline payment' }).click();

  // Back on the shop with the panel open, the message, the cart as it was, and a clean address.
  await expect(panel.getByText('Your payment was declined. Your cart is as you left it.')).toBeVisible();
  await expect(page).toHaveURL(/\/care\/shop\/$/);
  await expect(panel.getByRole('heading', { name: 'Travel Bag' })).toBeVisible();
  await expect(panel.getByRole('heading', { name: 'Vaginal Probiotic' })).toBeVisible();
  await expect(panel.getByRole('radio', { name: /Express shipping/ })).toBeChecked();
  await expect(page.getByRole('button', { name: 'Cart, 3 items' })).toBeVisible();
  await expectHealthyPage(page);

  // This time she pays, and lands on the order confirmation.
  await panel.getByRole('button', { name: 'Checkout' }).click();
  await expect(page).toHaveURL(/\/api\/v1\/checkout\/[A-Za-z0-9_-]+\/\?delivery=express$/);
  await page.getByRole('button', { name: 'Pay (sandbox)' }).click();
  await expect(page).toHaveURL(/\/care\/shop\/order-complete\/\?checkout_id=/);
  await expect(page.getByRole('heading', { level: 1, name: 'Thank you for your order' })).toBeVisible();
  const numberText = await page.getByText(/^Order FL-/).textContent();
  const orderNumber = /Order (\S+?)\./.exec(numberText ?? '')![1];
  const next = page.getByRole('region', { name: 'What happens next' });
  await expect(next.getByText(/Subscribe & Save/)).toBeVisible();
  await expect(next.getByText(/by express shipping \(1-2 business days\)/)).toBeVisible();
  await expect(page.getByRole('list', { name: 'Items' }).getByText('Travel Bag × 2')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cart, 0 items' })).toBeVisible();
  await expectHealthyPage(page);

  await page.getByRole('link', { name: 'See your orders' }).click();
  await expect(page).toHaveURL(/\/account\/orders\/$/);
  await expect(page.getByRole('rowheader', { name: orderNumber })).toBeVisible();
});
