// Journeys (issue 26) of what staff publish in the clinic and patients use: an announcement staff
// publish reaches a patient's My Tests (clinic → results), who dismisses it for good; an open time
// staff add is booked by a care-ineligible patient as her free coaching call from Care, with an
// email invite (.ics), then moved and cancelled in My Account (clinic → care → auth).
import type { Page } from '@playwright/test';
import { expect, expectHealthyPage, mailboxUrl, recordCspViolations, SHELL_URL, signIn, test } from '../platform';
import { freshAccount } from '../shop-accounts';

async function staffClinic(page: Page, section: string) {
  await page.goto('/login/');
  await signIn(page, 'staff@flora.test');
  await expect(page).not.toHaveURL(/\/login\//);
  await page.getByRole('link', { name: 'Clinic' }).click();
  await page.getByRole('navigation', { name: 'Clinic sections' }).getByRole('link', { name: section }).click();
  await expect(page.getByRole('heading', { level: 1, name: section })).toBeVisible();
}

test('an announcement staff publish reaches My Tests; she dismisses it and it stays dismissed', async ({ page, browser, request }) => {
  const title = `Lab closed on ${Date.now()}`;
  await staffClinic(page, 'Announcements');
  const form = page.getByRole('form', { name: 'Publish an announcement' });
  await form.getByRole('textbox', { name: 'Title' }).fill(title);
  await form.getByRole('textbox', { name: 'Message' }).fill('Samples mailed this week are processed a day later than usual.');
  await expectHealthyPage(page);
  await form.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByRole('table', { name: 'Announcements' }).getByRole('row').filter({ hasText: title })).toContainText('Published');

  const patient = await freshAccount(request, 'announcement');
  const hers = await browser.newContext({ baseURL: SHELL_URL });
  const her = await hers.newPage();
  await recordCspViolations(her);
  await her.goto('/login/');
  await signIn(her, patient.email, patient.password);
  await expect(her.getByRole('heading', { level: 1, name: 'My Tests' })).toBeVisible();
  await expect(her.getByText(title)).toBeVisible();
  await expectHealthyPage(her);
  await her.getByRole('button', { name: `Dismiss the announcement ${title}` }).click();
  await expect(her.getByText(title)).toHaveCount(0);
  await her.reload();
  await expect(her.getByRole('heading', { level: 1, name: 'My Tests' })).toBeVisible();
  await expect(her.getByText(title)).toHaveCount(0);
  await hers.close();
});

test('a care-ineligible patient books her free coaching call at a time staff opened, moves it and cancels it', async ({ page, browser }) => {
  // Staff open a time three days ahead (the seeded times stay for others).
  const when = new Date(Date.now() + 3 * 86_400_000);
  when.setHours(11, 45, 0, 0);
  const local = `${when.getFullYear()}-${String(when.getMonth() + 1).padStart(2, '0')}-${String(when.getDate()).padStart(2, '0')}T11:45`;
  await staffClinic(page, 'Coaching calls');
  const add = page.getByRole('form', { name: 'Add an open time' });
  await add.getByLabel('Date and time').fill(local);
  await add.getByRole('button', { name: 'Add time' }).click();
  await expectHealthyPage(page);

  // ineligible@: Care offers her free call; she books the staff's time.
  const hers = await browser.newContext({ baseURL: SHELL_URL });
  const her = await hers.newPage();
  await recordCspViolations(her);
  await her.goto('/login/?next=%2Fcare%2F');
  await signIn(her, 'ineligible@flora.test');
  await her.getByRole('link', { name: 'Book your free coaching call' }).click();
  await expect(her.getByRole('heading', { level: 1, name: 'Coaching calls' })).toBeVisible();
  await expectHealthyPage(her);
  const times = her.getByRole('radiogroup', { name: 'Pick a time' });
  await times.getByRole('radio', { name: /11:45/ }).first().check();
  await her.getByRole('button', { name: 'Book this time' }).click();
  await expect(her.getByText('Your coaching call is booked')).toBeVisible();
  await expectHealthyPage(her);

  // The confirmation email carries the calendar invite.
  await her.goto(mailboxUrl('ineligible@flora.test'));
  await expect(her.getByText(/Attached: .+\.ics/).first()).toBeVisible();

  // Moved to another time, then cancelled: the free call is hers to book again.
  await her.goto('/account/coaching/');
  await her.getByRole('button', { name: /^Reschedule your call of / }).click();
  await her.getByRole('radiogroup', { name: /^A new time for your call of / }).getByRole('radio').first().check();
  await her.getByRole('button', { name: 'Move my call' }).click();
  await expect(her.getByText('Your call has a new time')).toBeVisible();
  await her.getByRole('button', { name: /^Cancel your call of / }).click();
  await her.getByRole('button', { name: 'Yes, cancel it' }).click();
  await expect(her.getByText('Your call is cancelled')).toBeVisible();
  await expect(her.getByRole('radiogroup', { name: 'Pick a time' })).toBeVisible();
  await expectHealthyPage(her);
  await hers.close();
});
