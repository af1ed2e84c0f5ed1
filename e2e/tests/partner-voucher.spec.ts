// The partner voucher journey (issue 16): a consumer buys the male-partner voucher through her cart
// and the sandbox payment (API); the voucher email reaches her (staff outbox); a fresh male partner
// signs in, lands on /treatments/male-partner/intake/start (his treatment and a checkout form with an
// optional voucher code), enters the code, pays nothing on the sandbox page and comes back; the
// order is processed (through the API: the order-confirmation page is another piece of work), his
// consult is ORDERED and the entry leads to his intake's intro. Fresh accounts: no seeded state used.
import { bearerOf, buyThroughCart, freshAccount, outboxOf, productId } from './shop-accounts';
import { expect, expectHealthyPage, signIn, test } from './platform';

const CODE = /MP-[A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4}/;

test('a voucher bought by his partner pays his treatment: he checks out for free and reaches his intake', async ({ page, request }) => {
  test.setTimeout(120_000);
  const buyer = await freshAccount(request, 'voucher-buyer');
  await buyThroughCart(request, buyer, [{ item_type: 'product', quantity: 1, product_id: await productId(request, 'male-partner-treatment-voucher') }]);

  // The voucher email.
  let code = '';
  await expect(async () => {
    const email = (await outboxOf(request, buyer.email)).find((e) => CODE.test(e.body));
    expect(email, 'the voucher email').toBeTruthy();
    expect(email!.body).toContain('/register/male-partner/eligibility/');
    code = email!.body.match(CODE)![0];
  }).toPass({ timeout: 10_000 });

  const partner = await freshAccount(request, 'partner', 'male_partner');
  await page.goto('/login/');
  await signIn(page, partner.email, partner.password);
  await expect(page).toHaveURL(/\/treatments\/male-partner\/intake\/start$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Your partner treatment' })).toBeVisible();
  await expect(page.getByText(/If your partner gave you a voucher code/)).toBeVisible();
  await expectHealthyPage(page);

  await page.getByRole('textbox', { name: /Voucher code/ }).fill(code.toLowerCase());
  await page.getByRole('button', { name: 'Continue to checkout' }).click();

  // The sandbox payment page: nothing to pay.
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
  await page.getByRole('button', { name: 'Pay (sandbox)' }).click();
  await expect(page).toHaveURL(/\/treatments\/male-partner\/order-complete\/\?checkout_id=/);
  const back = new URL(page.url()).searchParams;
  const auth = await bearerOf(request, partner.email, partner.password);
  const processed = await request.post('/api/v1/orders/process', {
    headers: auth,
    data: { checkout_id: back.get('checkout_id'), checkout_token: back.get('checkout_token'), order_email: back.get('order_email') },
  });
  expect(processed.ok(), await processed.text()).toBe(true);

  const consults = (await (await request.get('/api/v1/consults/', { headers: auth })).json()) as { uid: string; type: string; status: string; consult_paid: boolean }[];
  const his = consults.find((c) => c.type === 'male-partner');
  expect(his).toMatchObject({ status: 'OR', consult_paid: true });

  await page.goto('/treatments/male-partner/intake/start');
  await expect(page).toHaveURL(new RegExp(`/treatments/consults/${his!.uid}/male-partner/intake/intro/$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Your partner treatment intake' })).toBeVisible();
  await expectHealthyPage(page);
});
