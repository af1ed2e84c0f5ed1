// Email verification end to end: register, read the emailed link from the API's outbox (as staff),
// open it, see 'Email Address Verified' (SPEC §8) and continue.
import { expect, expectHealthyPage, test } from './platform';
import { fillRegistrationForm, verificationLink } from './registration';

test('a new account verifies its email from the emailed link and continues', async ({ page, request }) => {
  const email = `e2e-verify-${Date.now()}@flora.test`;
  await page.goto('/register/');
  await fillRegistrationForm(page, { firstName: 'Vera', lastName: 'Fye', email });
  await page.getByRole('button', { name: 'Create account' }).click();

  await expect(page).toHaveURL(/\/verify-email\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Verify your email' })).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();
  await page.getByRole('button', { name: 'Send the link again' }).click();
  await expect(page.getByText('We sent a new link')).toBeVisible();
  await expectHealthyPage(page);

  const link = await verificationLink(request, email);
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: 'Email Address Verified' })).toBeVisible();
  await expectHealthyPage(page);

  await page.getByRole('link', { name: 'Continue' }).click();
  // The root redirect and the guards choose where a new account goes: no longer held at
  // /verify-email/, this one (registered without research consent) goes on to /research-consent/.
  await expect(page).toHaveURL(/\/research-consent\/\?next=%2Ftests%2F$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectHealthyPage(page);

  // The link works once: opened again, it says the email is already verified.
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: 'Your email is already verified' })).toBeVisible();
  await expectHealthyPage(page);
});

test('a link that cannot be used, signed out: says so and offers to sign in for a new one', async ({ page }) => {
  await page.goto('/verify-email-confirm/?hash=not-a-real-link');
  await expect(page.getByRole('heading', { level: 1, name: "This link can't be used" })).toBeVisible();
  await expect(page.getByText('This verification link is invalid or has expired.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sign in to get a new link' })).toHaveAttribute('href', '/login/?next=%2Fverify-email%2F');
  await expectHealthyPage(page);
});

test('the treatment variant: registered at /treatments/register/, the emailed link continues into treatment', async ({ page, request }) => {
  const email = `e2e-treatment-${Date.now()}@flora.test`;
  await page.goto('/treatments/register/');
  await expect(page.getByRole('heading', { level: 1, name: 'Create your account to start treatment' })).toBeVisible();
  await expectHealthyPage(page);
  await fillRegistrationForm(page, { firstName: 'Tia', lastName: 'Ment', email, researchConsent: true });
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/verify-email\/$/);

  const link = await verificationLink(request, email);
  expect(new URL(link).searchParams.get('next')).toBe('/treatments/');
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: 'Email Address Verified' })).toBeVisible();
  await page.getByRole('link', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/treatments\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectHealthyPage(page);
});
