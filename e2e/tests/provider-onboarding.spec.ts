// Provider onboarding (SPEC §1, §2.5): a new provider registers, fills in the intake step by step,
// reviews it and sends it, waits on /provider/verify/; staff verify her meanwhile (the staff route
// POST /api/internal/providers/{id}/verify/, as the CLI `provider:verify` does), and the wait page
// moves on to the provider home by itself (its 30 s check), with no click.
import type { APIRequestContext } from '@playwright/test';
import { DEMO_PASSWORD, expect, expectHealthyPage, test } from './platform';

async function staffVerify(request: APIRequestContext, email: string) {
  const token = await request.post('/api/token/', { data: { username: 'staff@flora.test', password: DEMO_PASSWORD } });
  expect(token.ok()).toBe(true);
  const headers = { Authorization: `Bearer ${((await token.json()) as { access: string }).access}` };
  const pending = await request.get('/api/internal/providers/pending/', { headers });
  expect(pending.ok()).toBe(true);
  const provider = ((await pending.json()) as { id: number; email: string; intake: { is_complete: boolean } }[]).find((p) => p.email === email);
  expect(provider?.intake.is_complete, `${email} waits for verification with a complete intake`).toBe(true);
  const verified = await request.post(`/api/internal/providers/${provider!.id}/verify/`, { headers, data: {} });
  expect(verified.ok(), await verified.text()).toBe(true);
}

test('a provider registers, completes the intake, waits, and the page moves on once staff verify her', async ({ page, request }) => {
  test.setTimeout(150_000);
  const email = `e2e-onboarding-${Date.now()}@flora.test`;

  await page.goto('/provider/register/');
  await page.getByLabel('First name').fill('Ada');
  await page.getByLabel('Last name').fill('Okafor');
  await page.getByLabel('Work email address').fill(email);
  await page.getByLabel('Password').fill('a-good-passphrase');
  await page.getByLabel('Password').blur();
  await page.getByRole('button', { name: 'Create provider account' }).click();

  // The intake, step 1: the practice. A wrong NPI is caught beside the field.
  await expect(page).toHaveURL(/\/provider\/intake\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Your practice details' })).toBeVisible();
  await expect(page.getByText('Step 1 of 4')).toBeVisible();
  await expectHealthyPage(page);
  await page.getByLabel('Practice name').fill('Harbor Women’s Health');
  await page.getByLabel('NPI').fill('1234567890');
  await page.getByLabel('NPI').blur();
  await expect(page.getByLabel('NPI')).toHaveAccessibleDescription(/valid check digit/);
  await page.getByLabel('NPI').fill('1234567893');
  await page.getByLabel('Specialty').selectOption({ label: 'Obstetrics and gynecology (OB-GYN)' });
  await page.getByRole('button', { name: 'Save and continue' }).click();

  // Step 2: address and phone.
  await expect(page.getByText('Step 2 of 4')).toBeVisible();
  await expect(page).toHaveURL(/\?step=contact$/);
  await page.getByLabel('Practice phone').fill('(415) 555-0100');
  await page.getByRole('textbox', { name: 'Address', exact: true }).fill('500 Harbor Blvd');
  await page.getByLabel('City').fill('Oakland');
  await page.getByLabel('State', { exact: true }).selectOption('CA');
  await page.getByLabel('ZIP code').fill('94607');
  await expectHealthyPage(page);
  await page.getByRole('button', { name: 'Save and continue' }).click();

  // Leaving and coming back resumes where she left off: step 3, the license.
  await expect(page.getByText('Step 3 of 4')).toBeVisible();
  await page.goto('/provider/intake/');
  await expect(page.getByText('Step 3 of 4')).toBeVisible();
  await page.getByLabel('License state').selectOption('CA');
  await page.getByLabel('License number').fill('A98765');
  await page.getByRole('button', { name: 'Save and continue' }).click();

  // The review, with the saved details and Edit links.
  await expect(page.getByRole('heading', { name: 'Review your details' })).toBeVisible();
  await expect(page.getByText('Obstetrics and gynecology (OB-GYN)')).toBeVisible();
  await expect(page.getByText('(415) 555-0100')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Edit license' })).toBeVisible();
  await expectHealthyPage(page);
  await page.getByRole('button', { name: 'Send for verification' }).click();

  // The wait.
  await expect(page).toHaveURL(/\/provider\/verify\/$/);
  await expect(page.getByRole('heading', { level: 1, name: "We're verifying your account" })).toBeVisible();
  await expect(page.getByText('Complete', { exact: true })).toBeVisible();
  await expect(page.getByText(/one to two business days/).first()).toBeVisible();
  await expectHealthyPage(page);

  // Staff verify her; the page notices by itself (it checks every 30 s while visible).
  await staffVerify(request, email);
  await expect(page).toHaveURL(/\/provider\/$/, { timeout: 45_000 });
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Dr. Okafor' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'No orders yet' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'Order tests' })).toBeVisible();
  await expectHealthyPage(page);
});
