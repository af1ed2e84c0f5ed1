// Password reset by emailed link (SPEC §7, §8): ask for a link, read it from the outbox as staff,
// set a new password, see the login notice and sign in with the new password. A fresh account is
// registered per run so the demo accounts' passwords stay as they are.
import type { APIRequestContext } from '@playwright/test';
import { DEMO_PASSWORD, expect, expectHealthyPage, signIn, test } from './platform';

const CALM_ANSWER = "If an account uses this address, we've emailed a link to reset your password.";

async function registerFreshAccount(request: APIRequestContext): Promise<{ email: string; password: string }> {
  const email = `reset-${Date.now()}-${Math.floor(Math.random() * 1e6)}@flora.test`;
  const password = 'first-password-1';
  const answer = await request.post('/api/v1/register/', {
    data: { first_name: 'Reset', last_name: 'Journey', email, password, research_consent: true, accepted_terms: true },
  });
  expect(answer.status()).toBe(201);
  return { email, password };
}

async function resetLinkFor(request: APIRequestContext, email: string): Promise<string> {
  const token = await request.post('/api/token/', { data: { username: 'staff@flora.test', password: DEMO_PASSWORD } });
  expect(token.ok()).toBe(true);
  const { access } = (await token.json()) as { access: string };
  let link: string | null = null;
  await expect(async () => {
    const outbox = await request.get(`/api/internal/outbox/?to=${encodeURIComponent(email)}`, {
      headers: { Authorization: `Bearer ${access}` },
    });
    expect(outbox.ok()).toBe(true);
    const emails = (await outbox.json()) as { link: string | null }[];
    link = emails.map((e) => e.link).find((l) => l?.includes('/password-reset-confirm/?token=')) ?? null;
    expect(link).not.toBeNull();
  }).toPass({ timeout: 10_000 });
  // The link names the configured frontend; open its path and query on the platform under test.
  const url = new URL(link!);
  return `${url.pathname}${url.search}`;
}

test('asks for a reset link, sets a new password from the email and signs in with it', async ({ page, request }) => {
  const account = await registerFreshAccount(request);

  await page.goto('/login/');
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await expect(page).toHaveURL(/\/password-reset\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Reset your password' })).toBeVisible();
  await expectHealthyPage(page);

  await page.getByLabel('Email address').fill(account.email);
  await page.getByRole('button', { name: 'Email me a link' }).click();
  await expect(page.getByText(CALM_ANSWER)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to sign in' })).toBeVisible();
  await expectHealthyPage(page);

  await page.goto(await resetLinkFor(request, account.email));
  await expect(page.getByRole('heading', { level: 1, name: 'Set a new password' })).toBeVisible();
  await expect(page.getByLabel('New password', { exact: true })).toBeVisible();
  await expectHealthyPage(page);

  const newPassword = 'second-password-2';
  await page.getByLabel('New password', { exact: true }).fill(newPassword);
  await page.getByLabel('New password again').fill('something-else');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByText('The passwords do not match.')).toBeVisible();
  await page.getByLabel('New password again').fill(newPassword);
  await page.getByRole('button', { name: 'Set new password' }).click();

  await expect(page).toHaveURL(/\/login\/\?notice=password-reset$/);
  await expect(page.getByRole('status').filter({ hasText: 'Password reset. Please log in.' })).toBeVisible();
  await expectHealthyPage(page);

  await signIn(page, account.email, account.password);
  await expect(page.getByRole('alert')).toContainText('No active account found with the given credentials');
  await signIn(page, account.email, newPassword);
  await expect(page).not.toHaveURL(/\/login\//);
});

test('the same anonymous answer for an address without an account', async ({ page }) => {
  await page.goto('/password-reset/');
  await page.getByLabel('Email address').fill(`nobody-${Date.now()}@flora.test`);
  await page.getByRole('button', { name: 'Email me a link' }).click();
  await expect(page.getByText(CALM_ANSWER)).toBeVisible();
  await expectHealthyPage(page);
});

test('an invalid or expired link says so and offers to ask again', async ({ page }) => {
  await page.goto('/password-reset-confirm/?token=not-a-real-token-0000000000');
  await expect(page.getByRole('alert')).toContainText('This password reset link is invalid or has expired.');
  await expect(page.getByLabel('New password', { exact: true })).toHaveCount(0);
  await expectHealthyPage(page);
  await page.getByRole('link', { name: 'Ask for a new link' }).click();
  await expect(page).toHaveURL(/\/password-reset\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Reset your password' })).toBeVisible();
});
