// My Account (SPEC §2.1 /account/*): a fresh member changes her phone number (kept after a reload)
// and cancels her membership with a reason; a password change signs out the other devices; and
// demo@flora.test's account shows each screen filled.
//
// A fresh member is made the way a real one is, through the API the front end and the sandbox
// payment page use: register (with research consent), verify the email from the staff outbox link,
// put the Microbiome Membership in a cart as a subscription, check out, pay on the sandbox checkout
// page (its form post answers 303 to the order-complete page with the order's ids) and process the
// order. No test-only route or seed: the same calls a buyer's browser makes.
import type { APIRequestContext } from '@playwright/test';
import { payCheckout } from './care-purchase';
import { DEMO_PASSWORD, expect, expectHealthyPage, signIn, test } from './platform';

const PASSWORD = 'member-passphrase-1';

async function json<T>(answer: Awaited<ReturnType<APIRequestContext['get']>>, what: string): Promise<T> {
  expect(answer.ok(), `${what}: ${answer.status()} ${await answer.text()}`).toBe(true);
  return (await answer.json()) as T;
}

async function verifyEmail(request: APIRequestContext, email: string) {
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
}

/** A new account with a verified email and research consent: its email and first session's access token. */
async function freshAccount(request: APIRequestContext, label: string): Promise<{ email: string; access: string }> {
  const email = `e2e-${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@flora.test`;
  const { access } = await json<{ access: string }>(
    await request.post('/api/v1/register/', { data: { first_name: 'Mina', last_name: 'Member', email, password: PASSWORD, research_consent: true, accepted_terms: true } }),
    'register',
  );
  await verifyEmail(request, email);
  return { email, access };
}

/** A fresh account with an active Microbiome Membership bought through checkout. */
async function freshMember(request: APIRequestContext, label: string): Promise<{ email: string }> {
  const { email, access } = await freshAccount(request, label);
  const auth = { Authorization: `Bearer ${access}` };

  const { data: products } = await json<{ data: { id: number; slug: string }[] }>(await request.get('/api/v1/products/all-products/'), 'products');
  const membership = products.find((p) => p.slug === 'membership_vmt');
  expect(membership, 'the Microbiome Membership in the catalogue').toBeTruthy();
  const cart = await json<{ id: number }>(await request.post('/api/v1/cart/', { headers: auth }), 'cart');
  await json(
    await request.post(`/api/v1/cart/${cart.id}/items/`, {
      headers: auth,
      data: { items: [{ item_type: 'product', quantity: 1, product_id: membership!.id, is_subscription: true }] },
    }),
    'add the membership',
  );
  const { checkout_url } = await json<{ checkout_url: string }>(await request.post(`/api/v1/cart/${cart.id}/checkout/`, { headers: auth, data: {} }), 'checkout');
  await payCheckout(request, auth, checkout_url);
  const { data } = await json<{ data: { can_cancel: boolean } }>(await request.get('/api/v1/membership/', { headers: auth }), 'membership');
  expect(data.can_cancel).toBe(true);
  return { email };
}

test('a member changes her phone number in My Account, and it is still there after a reload', async ({ page, request }) => {
  const { email } = await freshMember(request, 'phone');
  await page.goto('/login/?next=%2Faccount%2F');
  await signIn(page, email, PASSWORD);
  await expect(page).toHaveURL(/\/account\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'My Account' })).toBeVisible();
  await expect(page.getByText(`Signed in as Mina Member (${email}).`)).toBeVisible();
  await expectHealthyPage(page);

  await page.getByRole('main').getByRole('link', { name: /^Profile/ }).click();
  await expect(page).toHaveURL(/\/account\/profile\/$/);
  const phone = page.getByLabel('Phone number (optional)');
  await expect(phone).toHaveValue('');
  await expect(page.getByText(email)).toBeVisible();
  await expectHealthyPage(page);

  // A bad number is refused beside the field and nothing changes.
  await phone.fill('call me maybe');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(phone).toHaveAttribute('aria-invalid', 'true');

  await phone.fill('+1 (415) 555-0142');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Your profile is saved.')).toBeVisible();
  await expectHealthyPage(page);

  await page.reload();
  await expect(page.getByLabel('Phone number (optional)')).toHaveValue('+1 (415) 555-0142');
});

test('a member cancels her membership with a reason, after a confirmation step', async ({ page, request }) => {
  const { email } = await freshMember(request, 'cancel');
  await page.goto('/login/?next=%2Faccount%2Fmembership%2F');
  await signIn(page, email, PASSWORD);
  await expect(page).toHaveURL(/\/account\/membership\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Membership' })).toBeVisible();
  await expect(page.getByText('Microbiome Membership · Every 3 months')).toBeVisible();
  await expect(page.getByText('Active')).toBeVisible();
  await expectHealthyPage(page);

  await page.getByRole('button', { name: 'Cancel membership' }).click();
  await expect(page.getByRole('radiogroup', { name: 'Why are you cancelling?' })).toBeVisible();
  await expectHealthyPage(page);
  await page.getByRole('radio', { name: "My results improved, so I don't need it now" }).check();
  await page.getByLabel(/Anything else you'd like to tell us/).fill('Thank you, Flora.');
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page.getByText(/There will be no more charges or deliveries/)).toBeVisible();
  await expectHealthyPage(page);
  await page.getByRole('button', { name: 'Yes, cancel my membership' }).click();

  await expect(page.getByText('Your membership is cancelled')).toBeVisible();
  await expect(page.getByText(/You remain a member until/)).toBeVisible();
  await expectHealthyPage(page);

  await page.reload();
  await expect(page.getByText('Cancelled', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cancel membership' })).toHaveCount(0);
});

test('changing the password signs out other devices; this one stays signed in', async ({ page, request }) => {
  const { email, access: otherDevice } = await freshAccount(request, 'password');
  const stillSignedIn = async (access: string) => (await request.get('/api/v1/user-config/', { headers: { Authorization: `Bearer ${access}` } })).status();
  expect(await stillSignedIn(otherDevice)).toBe(200);

  await page.goto('/login/?next=%2Faccount%2Fpassword%2F');
  await signIn(page, email, PASSWORD);
  await expect(page.getByRole('heading', { level: 1, name: 'Password' })).toBeVisible();
  await expectHealthyPage(page);

  // A wrong current password is refused beside the field.
  await page.getByLabel('Current password').fill('not-my-password');
  await page.getByLabel('New password', { exact: true }).fill('second-passphrase-2');
  await page.getByLabel('New password again').fill('second-passphrase-2');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Your current password is not correct.')).toBeVisible();
  await expect(page.getByLabel('Current password')).toHaveAttribute('aria-invalid', 'true');
  expect(await stillSignedIn(otherDevice)).toBe(200);

  await page.getByLabel('Current password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText(/Your password is changed\. You have been signed out on your other devices/)).toBeVisible();
  await expectHealthyPage(page);
  expect(await stillSignedIn(otherDevice)).toBe(401);

  // This browser stays signed in.
  await page.getByRole('navigation', { name: 'My Account' }).getByRole('link', { name: 'Orders' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'No orders yet' })).toBeVisible();
  await expectHealthyPage(page);

  // The new password signs in; the old one no longer does.
  expect((await request.post('/api/token/', { data: { username: email, password: PASSWORD } })).status()).toBe(401);
  expect((await request.post('/api/token/', { data: { username: email, password: 'second-passphrase-2' } })).status()).toBe(200);
});

test("demo@flora.test's account shows its profile, membership and orders", async ({ page }) => {
  await page.goto('/login/?next=%2Faccount%2Forders%2F');
  await signIn(page, 'demo@flora.test');
  await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
  await expect(page.getByText('Vaginal Microbiome Test').first()).toBeVisible();
  await expectHealthyPage(page);

  await page.getByRole('navigation', { name: 'My Account' }).getByRole('link', { name: 'Membership' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Membership' })).toBeVisible();
  await expect(page.getByText(/per delivery/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Upgrade to Expanded PCR' })).toBeVisible();
  await expectHealthyPage(page);

  await page.getByRole('navigation', { name: 'My Account' }).getByRole('link', { name: 'Profile' }).click();
  await expect(page.getByLabel('Phone number (optional)')).toHaveValue('(415) 555-0100');
  await expect(page.getByLabel('Birthday (optional)')).toHaveValue('04/12/1990');
  await expectHealthyPage(page);

  await page.getByRole('navigation', { name: 'My Account' }).getByRole('link', { name: 'Password' }).click();
  await expect(page.getByLabel('Current password')).toBeVisible();
  await expectHealthyPage(page);
});
