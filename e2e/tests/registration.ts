// Filling in the Account Creation form (/register/, /treatments/register/, /register/male-partner/),
// and reading the verification link the API emailed, from its outbox (as staff).
import type { APIRequestContext, Page } from '@playwright/test';
import { DEMO_PASSWORD, expect } from './platform';

export interface NewAccount {
  firstName: string;
  lastName: string;
  email: string;
  password?: string;
  /** MM/DD/YYYY, as typed. */
  birthday?: string;
  phone?: string;
  researchConsent?: boolean;
  acceptTerms?: boolean;
}

export async function fillRegistrationForm(page: Page, account: NewAccount) {
  await page.getByLabel('First name').fill(account.firstName);
  await page.getByLabel('Last name').fill(account.lastName);
  await page.getByLabel('Email address').fill(account.email);
  await page.getByLabel('Password').fill(account.password ?? 'a-good-passphrase');
  await page.getByLabel('Birthday').fill(account.birthday ?? '04/12/1990');
  if (account.phone) {
    const phone = page.getByLabel('Phone number (optional)');
    await phone.fill(account.phone);
    // Leaving the field checks it: let a message appear (and move the boxes below) before clicking them.
    await phone.blur();
  }
  if (account.researchConsent) await page.getByRole('checkbox', { name: /research on vaginal health/ }).check();
  if (account.acceptTerms ?? true) await page.getByRole('checkbox', { name: /terms of service and privacy policy/ }).check();
}

interface OutboxEntry {
  to: string;
  subject: string;
  link: string | null;
}

/** The newest verification link emailed to `email`, read through the shell's /api proxy as staff. */
export async function verificationLink(request: APIRequestContext, email: string): Promise<string> {
  const token = await request.post('/api/token/', { data: { username: 'staff@flora.test', password: DEMO_PASSWORD } });
  expect(token.ok()).toBe(true);
  const { access } = (await token.json()) as { access: string };
  const outbox = await request.get(`/api/internal/outbox/?to=${encodeURIComponent(email)}`, { headers: { Authorization: `Bearer ${access}` } });
  expect(outbox.ok()).toBe(true);
  const entries = (await outbox.json()) as OutboxEntry[];
  const link = entries.find((e) => e.link?.includes('/verify-email-confirm/?hash='))?.link;
  expect(link, `a verification email to ${email}`).toBeTruthy();
  return link as string;
}
