// Email verification end to end, as a newcomer lives it: register, open the emailed link from the
// development mailbox page (the API's outbox; no SMTP in e2e), see 'Email Address Verified'
// (SPEC §8), continue through research consent to My Tests.
import { expect, expectHealthyPage, mailboxUrl, test } from './platform';
import { fillRegistrationForm, verificationLink } from './registration';

test('a new account opens the verification link from the mailbox, is verified, consents to research and reaches My Tests', async ({ page }) => {
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

  await page.goto(mailboxUrl(email));
  await expect(page.getByRole('heading', { level: 1, name: 'Mailbox' })).toBeVisible();
  // Two emails: the one registration sent and the one asked for again, the newest first.
  await expect(page.getByRole('status')).toHaveText(`2 emails to ${email}, newest first.`);
  const newest = page.getByRole('article', { name: 'Verify your email address for Flora' }).first();
  await expect(newest.getByText(email, { exact: true })).toBeVisible();
  await expectHealthyPage(page);
  const linkElement = newest.getByRole('link', { name: /\/verify-email-confirm\/\?hash=/ });
  const link = (await linkElement.getAttribute('href')) as string;
  await linkElement.click();
  await expect(page).toHaveURL(link);
  await expect(page.getByRole('heading', { level: 1, name: 'Email Address Verified' })).toBeVisible();
  await expectHealthyPage(page);

  await page.getByRole('link', { name: 'Continue' }).click();
  // The root redirect and the guards choose where a new account goes: no longer held at
  // /verify-email/, this one (registered without research consent) goes on to /research-consent/.
  await expect(page).toHaveURL(/\/research-consent\/\?next=%2Ftests%2F$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Taking part in our research' })).toBeVisible();
  await expectHealthyPage(page);
  await page.getByRole('checkbox', { name: /de-identified data may be used for research/ }).check();
  await page.getByRole('button', { name: 'Agree and continue' }).click();
  await expect(page).toHaveURL(/\/tests\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'My Tests' })).toBeVisible();
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
