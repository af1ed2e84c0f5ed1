// The male partner's intake (issue 14) and the 'reupload ID' of an ID_FAILURE consult, against the
// seeded demo accounts (the e2e database is fresh each run):
// - partner@flora.test (a paid male-partner consult, OR): signing in lands, through
//   /treatments/male-partner/intake/start, on his intake's intro; he walks his questions (no female
//   questions, no photo ID), reviews and submits, landing on his consult's status page (under
//   review); the entry then shows his intake read-only.
//   sign-in.spec only signs him in (it opens his intake at most); no other spec reads his consult.
// - idfailure@flora.test (a vaginitis consult in ID): /care/'s banner leads to the photo-ID step,
//   she uploads a new photo (a tiny PNG), it was received, and Care shows the consult under review.
//   No other spec reads her account.
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, expectHealthyPage, signIn, test } from './platform';

const TINY_ID = path.join(__dirname, '..', 'fixtures', 'tiny-id.png');
const PARTNER_CONSULT = 'c0a80001-mpt0-4000-8000-000000000002';
const ID_FAILURE_CONSULT = 'c0a80001-idfl-4000-8000-000000000005';

const stepHeading = (page: Page, name: string) => page.getByRole('heading', { level: 2, name, exact: true });

async function next(page: Page, expected: string, button = 'Next') {
  await page.getByRole('button', { name: button, exact: true }).click();
  await expect(stepHeading(page, expected)).toBeVisible();
  await expectHealthyPage(page);
}

test("partner@flora.test: from signing in to his submitted intake, then it shows under review", async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto('/login/');
  await signIn(page, 'partner@flora.test');
  // / -> /treatments/male-partner/intake/start -> his consult's intake, opening on the intro.
  await expect(page).toHaveURL(new RegExp(`/treatments/consults/${PARTNER_CONSULT}/male-partner/intake/intro/$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Your partner treatment intake' })).toBeVisible();
  await expect(stepHeading(page, 'Your partner treatment')).toBeVisible();
  await expect(page.getByText(/A clinician reviews them, usually within 24 business hours/)).toBeVisible();
  await expectHealthyPage(page);
  await next(page, 'About you', 'Get started');

  // Bad input: named beside the field, he stays.
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await expect(page.getByText('Enter your date of birth.')).toBeVisible();
  await expect(stepHeading(page, 'About you')).toBeVisible();
  await page.getByRole('radiogroup', { name: 'What sex were you assigned at birth?' }).getByRole('radio', { name: 'Male', exact: true }).check();
  await page.getByRole('textbox', { name: /Date of birth/ }).fill('09/12/1988');
  await next(page, 'Allergies');

  await page.getByRole('radiogroup', { name: 'Are you allergic to any medications?' }).getByRole('radio', { name: 'No' }).check();
  await next(page, 'Medications you take');
  await page.getByRole('checkbox', { name: "I don't take any medications" }).check();
  await next(page, 'Shipping address');

  await page.getByRole('textbox', { name: 'Street address' }).fill('1200 Lake Shore Dr');
  await page.getByRole('textbox', { name: 'City' }).fill('Chicago');
  await page.getByRole('combobox', { name: 'State' }).selectOption('IL');
  await page.getByRole('textbox', { name: 'ZIP code' }).fill('60610');
  await next(page, 'Terms and consent');

  // His consent: the terms only (no conceive consent).
  await expect(page.getByRole('checkbox', { name: /not trying to conceive/ })).toHaveCount(0);
  await page.getByRole('checkbox', { name: /I agree to Flora's terms/ }).check();
  await next(page, 'Review your answers', 'Review your answers');
  await expect(page.getByRole('heading', { level: 3, name: 'About you' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 3, name: 'Symptoms' })).toHaveCount(0);
  await expect(page.getByText('Sex assigned at birth')).toBeVisible();

  await page.getByRole('button', { name: 'Submit for review' }).click();
  // Submitted: his consult's status page, under review.
  await expect(page).toHaveURL(new RegExp(`/treatments/consults/${PARTNER_CONSULT}/$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Male partner treatment' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Status' }).getByText('A clinician is reviewing', { exact: true })).toBeVisible();
  await expectHealthyPage(page);

  // His entry now leads to the consult under review, read-only.
  await page.goto('/treatments/male-partner/intake/start');
  await expect(page).toHaveURL(new RegExp(`/treatments/consults/${PARTNER_CONSULT}/male-partner/intake/[a-z-]+/$`));
  await expect(page.getByText('A clinician is reviewing your intake')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Edit' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'See your treatment status' })).toHaveAttribute('href', `/treatments/consults/${PARTNER_CONSULT}/`);

  // The shop is not his: /care/shop/ becomes his /treatments/shop/, with his treatment's status.
  await page.goto('/care/shop/');
  await expect(page).toHaveURL(/\/treatments\/shop\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Shop' })).toBeVisible();
  await expect(page.getByText('Under review')).toBeVisible();
  await expect(page.getByRole('link', { name: 'View consultation status' })).toHaveAttribute('href', `/treatments/consults/${PARTNER_CONSULT}/`);
  await expectHealthyPage(page);
});

test('idfailure@flora.test: Care leads to the reupload; a new photo sends the consult back to review', async ({ page }) => {
  await page.goto('/login/?next=%2Fcare%2F');
  await signIn(page, 'idfailure@flora.test');
  await expect(page).toHaveURL(/\/care\/$/);
  // One message on the banner and the Care card alike, and one action (the card's).
  await expect(page.getByText('ID verification failed', { exact: true })).toHaveCount(2);
  const reupload = page.getByRole('link', { name: 'Reupload ID' });
  await expect(reupload).toHaveCount(1);
  await expect(reupload).toHaveAttribute('href', `/treatments/consults/${ID_FAILURE_CONSULT}/intake/photo-id/`);
  await expect(page.getByRole('link', { name: 'Complete intake' })).toHaveCount(0);
  await reupload.first().click();

  await expect(page.getByRole('heading', { level: 1, name: 'Upload a new photo of your ID' })).toBeVisible();
  await expect(page.getByText('ID verification failed', { exact: true })).toBeVisible();
  await expectHealthyPage(page);
  await page.getByLabel('New photo of your ID').setInputFiles(TINY_ID);
  await expect(page.getByText('Your ID was received')).toBeVisible();
  await expect(page.getByText(/A clinician is reviewing your consultation again/)).toBeVisible();
  await expectHealthyPage(page);

  await page.getByRole('link', { name: 'Back to Care' }).click();
  await expect(page).toHaveURL(/\/care\/$/);
  await expect(page.getByText('A clinician is reviewing', { exact: true }).first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Reupload ID' })).toHaveCount(0);
  await expectHealthyPage(page);

  // The photo-ID step is read-only again now that the consult is under review.
  await page.goto(`/treatments/consults/${ID_FAILURE_CONSULT}/intake/photo-id/`);
  await expect(page.getByText('A clinician is reviewing your intake')).toBeVisible();
});
