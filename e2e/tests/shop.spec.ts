// Shop all, product cards and product pages (issue 16). A new account (no test yet: the shop
// eligibility kind is 'empty') sees Shop Treatments, each treatment saying why it is not for her yet,
// and Shop Care; she adds the probiotic (op-4) as Subscribe & Save at its discounted price and the
// male-partner voucher, the header's cart count follows, and she opens a treatment and a test page.
import type { Page } from '@playwright/test';
import { expect, expectHealthyPage, test } from './platform';
import { fillRegistrationForm, verificationLink } from './registration';

/** The card (its <article>) titled `name`. */
const card = (page: Page, name: string | RegExp) => page.locator('article').filter({ has: page.getByRole('heading', { name }) });

test('a new shopper adds the probiotic on Subscribe & Save and the partner voucher, then opens a treatment and a test page', async ({ page, request }) => {
  const email = `e2e-shop-${Date.now()}@flora.test`;
  await page.goto('/register/');
  await fillRegistrationForm(page, { firstName: 'Shay', lastName: 'Shopper', email, researchConsent: true });
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/verify-email\/$/);
  await page.goto(await verificationLink(request, email));
  await page.getByRole('link', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/tests\/$/);

  await page.goto('/care/shop/');
  await expect(page.getByRole('heading', { level: 2, name: 'Shop Treatments' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Shop Care' })).toBeVisible();
  const boric = card(page, 'Boric Acid Suppositories');
  await expect(boric.getByText('Not for you yet')).toBeVisible();
  await expect(boric.getByText('Treatments open once a test result qualifies you for care.')).toBeVisible();
  await expectHealthyPage(page);

  // The probiotic: promo image on a wide screen, Subscribe & Save at $39 x (1 - 15%) = $33.15.
  const probiotic = card(page, /^Vaginal Probiotic/);
  await expect(probiotic.locator('img')).toHaveAttribute('src', '/api/static/products/op-4-promo.svg');
  await expect(probiotic.getByText('$33.15 with Subscribe & Save · every month (save 15%)')).toBeVisible();
  await probiotic.getByRole('button', { name: 'Subscribe & Save Vaginal Probiotic' }).click();
  await expect(probiotic.getByRole('button', { name: 'Added Vaginal Probiotic' })).toBeDisabled();
  await expect(probiotic.getByRole('button', { name: 'Add Vaginal Probiotic' })).toHaveCount(0);
  await expect(page.getByLabel('Cart, 1 item')).toBeVisible();
  // Adding opens the cart panel over the page, with the line in it; Escape closes it.
  const panel = page.getByRole('dialog', { name: 'Your cart' });
  await expect(panel.getByText('Vaginal Probiotic').first()).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();

  // The male-partner voucher: its own copy, whole dollars, Add then Added.
  const voucher = card(page, 'Male Partner BV Treatment Voucher');
  await expect(voucher.getByText('For Partner')).toBeVisible();
  await expect(voucher.getByText('Break the cycle of BV recurrence.')).toBeVisible();
  await expect(voucher.getByText('$129', { exact: true })).toBeVisible();
  await voucher.getByRole('button', { name: 'Add Male Partner BV Treatment Voucher' }).click();
  await expect(voucher.getByRole('button', { name: 'Added Male Partner BV Treatment Voucher' })).toBeDisabled();
  await expect(page.getByLabel('Cart, 2 items')).toBeVisible();
  await expect(panel.getByText('Male Partner BV Treatment Voucher').first()).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();

  // The cart the API holds: the probiotic on its default plan at the discounted price, the voucher once.
  await page.reload();
  await expect(card(page, /^Vaginal Probiotic/).getByRole('button', { name: 'Added Vaginal Probiotic' })).toBeDisabled();

  // A treatment page, from its card.
  await boric.getByRole('link', { name: 'Boric Acid Suppositories' }).click();
  await expect(page).toHaveURL(/\/care\/shop\/treatment\/product\/boric-acid\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Boric Acid Suppositories' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'How to use it' })).toBeVisible();
  await expect(page.getByText('Do not take any treatment while pregnant', { exact: false })).toBeVisible();
  await expect(page.getByText('Not for you yet')).toBeVisible();
  await expectHealthyPage(page);

  // The test page, by its slug: one-time purchase at the discounted price.
  await page.goto('/care/shop/test/vaginal-microbiome-test/');
  await expect(page.getByRole('heading', { level: 1, name: 'Vaginal Microbiome Test' })).toBeVisible();
  await expect(page.getByText('$129', { exact: true })).toBeVisible();
  const addTest = page.getByRole('button', { name: 'Add to cart' });
  await expect(addTest).toBeEnabled();
  await expectHealthyPage(page);
  await addTest.click();
  await expect(page.getByRole('button', { name: 'Added' })).toBeDisabled();
  await expect(page.getByLabel('Cart, 3 items')).toBeVisible();

  // An unknown product is the not-found page.
  await page.goto('/care/shop/treatment/product/no-such-product/');
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
});
