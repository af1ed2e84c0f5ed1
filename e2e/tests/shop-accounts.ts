// Fresh accounts for the shop journeys (subscriptions, the partner voucher), made through the API the
// product already has: register, verify the email from the staff outbox link, sign in; buy a cart
// (create it, add the items, check out, pay on the sandbox page and process the order: payCheckout).
import type { APIRequestContext, APIResponse } from '@playwright/test';
import { payCheckout } from './care-purchase';
import { DEMO_PASSWORD, expect } from './platform';

export const SHOP_PASSWORD = 'shop-buyer-passphrase-1';

export interface OutboxEmail {
  to: string;
  subject: string;
  body: string;
  link: string | null;
}

export interface ShopAccount {
  email: string;
  password: string;
  auth: Record<string, string>;
}

async function json<T>(answer: APIResponse, what: string): Promise<T> {
  expect(answer.ok(), `${what}: ${answer.status()} ${await answer.text()}`).toBe(true);
  return (await answer.json()) as T;
}

export async function bearerOf(request: APIRequestContext, username: string, password: string): Promise<Record<string, string>> {
  const { access } = await json<{ access: string }>(await request.post('/api/token/', { data: { username, password } }), `sign in ${username}`);
  return { Authorization: `Bearer ${access}` };
}

/** The emails to `email` in the API's outbox, newest first (read as staff). */
export async function outboxOf(request: APIRequestContext, email: string): Promise<OutboxEmail[]> {
  const staff = await bearerOf(request, 'staff@flora.test', DEMO_PASSWORD);
  return json<OutboxEmail[]>(await request.get(`/api/internal/outbox/?to=${encodeURIComponent(email)}`, { headers: staff }), 'outbox');
}

/** A new consumer (or, with registrationRoute male_partner, a male partner) with a verified email. */
export async function freshAccount(request: APIRequestContext, label: string, registrationRoute: 'default' | 'male_partner' = 'default'): Promise<ShopAccount> {
  const email = `e2e-${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@flora.test`;
  await json(
    await request.post('/api/v1/register/', {
      data: {
        first_name: registrationRoute === 'male_partner' ? 'Paul' : 'Sara',
        last_name: 'Shopper',
        email,
        password: SHOP_PASSWORD,
        research_consent: true,
        accepted_terms: true,
        registration_route: registrationRoute,
      },
    }),
    'register',
  );
  let hash: string | null = null;
  await expect(async () => {
    const link = (await outboxOf(request, email)).map((e) => e.link).find((l) => l?.includes('/verify-email-confirm/?hash='));
    hash = link ? new URL(link).searchParams.get('hash') : null;
    expect(hash).toBeTruthy();
  }).toPass({ timeout: 10_000 });
  await json(await request.post('/api/v1/email-verification-confirm/', { data: { hash } }), 'verify email');
  return { email, password: SHOP_PASSWORD, auth: await bearerOf(request, email, SHOP_PASSWORD) };
}

/** The catalogue id of a product. */
export async function productId(request: APIRequestContext, slug: string): Promise<number> {
  const { data } = await json<{ data: { id: number; slug: string }[] }>(await request.get('/api/v1/products/all-products/'), 'catalogue');
  const product = data.find((p) => p.slug === slug);
  expect(product, `${slug} in the catalogue`).toBeTruthy();
  return product!.id;
}

/** Buys the items through her cart and the sandbox payment; the order is processed. */
export async function buyThroughCart(request: APIRequestContext, account: ShopAccount, items: Record<string, unknown>[]): Promise<void> {
  const headers = account.auth;
  const cart = await json<{ id: number }>(await request.post('/api/v1/cart/', { headers, data: {} }), 'her cart');
  await json(await request.post(`/api/v1/cart/${cart.id}/items/`, { headers, data: { items } }), 'add to the cart');
  const { checkout_url } = await json<{ checkout_url: string }>(await request.post(`/api/v1/cart/${cart.id}/checkout/`, { headers, data: {} }), 'check out');
  await payCheckout(request, headers, checkout_url);
}
