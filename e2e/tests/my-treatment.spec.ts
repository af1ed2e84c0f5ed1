// Issue 15: My Treatment against the real API — demo@flora.test's completed vaginitis consult has
// the seeded six-week plan (started five days ago). She resets the calendar (behind its
// confirmation), sets the start date and sees week 1 as this week, logs a period and sees which
// items pause and which continue, deletes it, skips a treatment with a reason, and reads the FAQ;
// then the calendar is put back as seeded (no other journey reads it, but a rerun starts alike).
import type { Page } from '@playwright/test';
import { expect, expectHealthyPage, signIn, test } from './platform';

const pad = (n: number) => String(n).padStart(2, '0');
/** Today plus `days`, typed as MM/DD/YYYY (the browser's local day, as the page counts it). */
const typedDay = (days: number) => {
  const d = new Date();
  d.setDate(d.getDate() + days);
  return `${pad(d.getMonth() + 1)}/${pad(d.getDate())}/${d.getFullYear()}`;
};

async function resetCalendar(page: Page, check = false) {
  await page.getByRole('button', { name: 'Reset calendar' }).click();
  const dialog = page.getByRole('dialog', { name: 'Reset your calendar?' });
  await expect(dialog).toBeVisible();
  if (check) await expectHealthyPage(page);
  await dialog.getByRole('button', { name: 'Reset calendar' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 2, name: 'First step: choose your start date' })).toBeVisible();
}

async function setStartDate(page: Page, daysFromToday: number) {
  const field = page.getByRole('textbox', { name: 'Start date' });
  await field.fill(typedDay(daysFromToday));
  await page.getByRole('button', { name: 'Start my calendar' }).click();
}

test('My Treatment: demo@flora.test sets her start date, logs and deletes a period, skips a treatment and reads the FAQ', async ({ page }, testInfo) => {
  await page.goto('/login/');
  await signIn(page, 'demo@flora.test');
  await expect(page.getByRole('heading', { level: 1, name: 'My Tests' })).toBeVisible();

  // Her latest plan, by the consult groups: the completed consult's, started five days ago.
  await page.goto('/treatments/treatment/');
  await expect(page.getByRole('heading', { level: 1, name: 'My Treatment' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'You are in week 1 of 6' })).toBeVisible();
  await expectHealthyPage(page);

  // Reset (with the dialog open, checked too), then the first step: the start date.
  await resetCalendar(page, true);
  await expectHealthyPage(page);
  await setStartDate(page, 0);
  await expect(page.getByRole('heading', { level: 2, name: 'You are in week 1 of 6' })).toBeVisible();
  const weeks = page.getByRole('list', { name: 'Treatment weeks' }).locator(':scope > li');
  await expect(weeks).toHaveCount(6);
  await expect(weeks.nth(0)).toHaveAttribute('aria-current', 'date');
  await expect(weeks.nth(0)).toContainText('This week');
  await expect(weeks.nth(0)).toContainText('Initial check-in');
  await expect(weeks.nth(5)).toContainText('Final retest');
  await expect(page.getByRole('list', { name: 'Week 1' })).toContainText('Boric Acid Suppositories');
  await expect(page.getByRole('region', { name: 'Safety' })).toContainText('not safe during pregnancy');
  await page.screenshot({ path: testInfo.outputPath('my-treatment-1280.png'), fullPage: true });

  // A period: boric acid and the vaginal probiotic pause, the rest continues; then it is deleted.
  const periods = page.getByRole('region', { name: 'Periods' });
  await periods.getByLabel('First day of your period').fill(typedDay(2));
  await periods.getByLabel('Days to pause').fill('4');
  await periods.getByRole('button', { name: 'Log period' }).click();
  const logged = periods.getByRole('list', { name: 'Logged periods' });
  await expect(logged).toBeVisible();
  await expect(logged.getByRole('list', { name: 'Treatments that pause' })).toHaveText(/Boric Acid Suppositories\s*Vaginal Probiotic/);
  await expect(logged.getByRole('list', { name: 'Treatments that continue' })).toContainText('Antifungal (Fluconazole)');
  await expect(page.getByText(/4 paused days included/)).toBeVisible();
  // Only the pausing treatments move: week 1 stays this week, and says boric acid's new dates.
  await expect(weeks.nth(0)).toContainText('This week');
  await expect(page.getByRole('list', { name: 'Week 1' })).toContainText('Moved for your period');
  await expectHealthyPage(page);
  await logged.getByRole('button', { name: /^Delete the period of/ }).click();
  await expect(logged).toHaveCount(0);
  await expect(page.getByText(/paused days? included/)).toHaveCount(0);

  // Skip boric acid in week 2, with a reason from the API's options.
  await page.getByRole('button', { name: 'Adjust Boric Acid Suppositories, week 2' }).click();
  const dialog = page.getByRole('dialog', { name: 'Adjust Boric Acid Suppositories' });
  await dialog.getByRole('radio', { name: 'Skip it this week' }).check();
  await dialog.getByRole('radio', { name: 'I have my period' }).check();
  await expectHealthyPage(page);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('list', { name: 'Week 2' })).toContainText('Skipped this week');

  // The FAQ: a question opens to its answer; more load on request.
  const faq = page.getByRole('region', { name: 'Frequently asked questions' });
  await faq.getByText('What does the vaginal microbiome test measure?').click();
  await expect(faq.getByText(/uses DNA sequencing/)).toBeVisible();
  const more = faq.getByRole('button', { name: 'Load more questions' });
  if (await more.isVisible()) {
    const before = await faq.locator('summary').count();
    await more.click();
    await expect.poll(() => faq.locator('summary').count()).toBeGreaterThan(before);
  }

  await page.setViewportSize({ width: 375, height: 800 });
  await expectHealthyPage(page);
  await page.screenshot({ path: testInfo.outputPath('my-treatment-375.png'), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });

  // Put the calendar back as seeded: no adjustments, started five days ago.
  await resetCalendar(page);
  await setStartDate(page, -5);
  await expect(page.getByRole('heading', { level: 2, name: 'You are in week 1 of 6' })).toBeVisible();
});

test('My Treatment by consult: the page for her consult by its uid is keyboard-usable', async ({ page }) => {
  await page.goto('/login/');
  await signIn(page, 'demo@flora.test');
  await expect(page.getByRole('heading', { level: 1, name: 'My Tests' })).toBeVisible();
  await page.goto('/treatments/consults/c0a80001-demo-4000-8000-000000000001/treatment/');
  await expect(page.getByRole('heading', { level: 1, name: 'My Treatment' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Treatment weeks' })).toBeVisible();
  // The adjust dialog opens from the keyboard and Escape closes it, focus back on its button.
  const adjust = page.getByRole('button', { name: /^Adjust Vaginal Probiotic, week 3$/ });
  await adjust.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(adjust).toBeFocused();
  await expectHealthyPage(page);
});
