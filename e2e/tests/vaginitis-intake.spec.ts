// The vaginitis intake (issue 14): a fresh consumer's paid consult (status OR, intake not started),
// bought through the API (care-purchase.ts: register, verify, a demo kit to BV results, checkout,
// pay, process), from the Care page's "Complete intake" to submitted — symptoms, about her, a
// medication search, allergies, pregnancy, a pharmacy search, the shipping address, a photo ID upload
// (a tiny PNG) and the consents; she leaves mid-way and comes back (a new tab) to the same step; then
// the review, submit, and /care/ says "A clinician is reviewing". Her own account: no other spec
// reads it, and the seeded post-purchase account (care-states.spec) is left as it is.
import path from 'node:path';
import type { Page } from '@playwright/test';
import { freshCareBuyer } from './care-purchase';
import { expect, expectHealthyPage, signIn, test } from './platform';

const TINY_ID = path.join(__dirname, '..', 'fixtures', 'tiny-id.png');

const stepHeading = (page: Page, name: string) => page.getByRole('heading', { level: 2, name });

async function next(page: Page, expected: string, button = 'Next') {
  await page.getByRole('button', { name: button, exact: true }).click();
  await expect(stepHeading(page, expected)).toBeVisible();
  await expectHealthyPage(page);
}

async function choose(page: Page, group: string, option: string | RegExp) {
  await page.getByRole('radiogroup', { name: group }).getByRole('radio', { name: option }).check();
}

test('a paid vaginitis consult: the intake over two sittings, review, submit, then Care shows it in review', async ({ page, context, request }) => {
  test.setTimeout(180_000);
  const buyer = await freshCareBuyer(request, 'vaginitis-intake');
  await page.goto('/login/?next=%2Fcare%2F');
  await signIn(page, buyer.email, buyer.password);
  await expect(page).toHaveURL(/\/care\/$/);
  // Her purchase put her in the post-purchase state, with its call to action.
  const postPurchase = page.locator('[data-care-state="post-purchase"]');
  await expect(postPurchase.getByRole('heading', { level: 2, name: 'Your care is purchased: start your consultation', exact: true })).toBeVisible();
  await expect(postPurchase.getByRole('link', { name: 'Complete intake', exact: true })).toHaveAttribute(
    'href',
    `/treatments/consults/${buyer.consultUid}/intake/start/`,
  );
  await page.getByRole('link', { name: 'Complete intake' }).first().click();

  // 'start' resumes on the first step: symptoms.
  await expect(page).toHaveURL(/\/treatments\/consults\/[^/]+\/intake\/symptoms\/$/);
  await expect(stepHeading(page, 'Your symptoms')).toBeVisible();
  await expectHealthyPage(page);
  await page.getByRole('checkbox', { name: 'Itching' }).check();
  await page.getByRole('checkbox', { name: 'Odor' }).check();
  await choose(page, 'How long have you had these symptoms?', '1 to 4 weeks');
  await next(page, 'About you and your health history');

  // Bad input: named beside the field, she stays.
  const dob = page.getByRole('textbox', { name: /Date of birth/ });
  await dob.fill('01/01/2015');
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await expect(page.getByText('Our clinicians can only treat patients 18 and over.')).toBeVisible();
  await dob.fill('04/02/1990');
  await next(page, 'Medications you take');

  await page.getByRole('searchbox', { name: 'Search medications' }).fill('metf');
  await page.getByRole('checkbox', { name: 'Metformin' }).check();
  await expect(page.getByRole('list', { name: 'Chosen medications' })).toContainText('Metformin');
  // Next moves on only once her answers are saved.
  await next(page, 'Allergies');

  // She leaves mid-way, and comes back in a new tab through Care: the same step.
  await page.close();
  const again = await context.newPage();
  await again.goto('/care/');
  await again.getByRole('link', { name: 'Complete intake' }).first().click();
  await expect(again).toHaveURL(/\/intake\/allergies\/$/);
  await expect(stepHeading(again, 'Allergies')).toBeVisible();
  await expectHealthyPage(again);

  await choose(again, 'Are you allergic to any medications?', 'No');
  await next(again, 'Pregnancy and breastfeeding');
  await choose(again, 'Are you pregnant?', "I'm not pregnant");
  await choose(again, 'Are you breastfeeding?', 'No');
  await next(again, 'Your pharmacy');

  await choose(again, 'How would you like to get your prescription?', /Pick it up/);
  await again.getByRole('textbox', { name: 'ZIP code' }).fill('73301');
  await again.getByRole('button', { name: 'Find pharmacies' }).click();
  await choose(again, 'Choose your pharmacy', /South Austin Pharmacy/);
  await expectHealthyPage(again);
  await next(again, 'Shipping address');

  await again.getByRole('textbox', { name: 'Street address' }).fill('4100 S Congress Ave');
  await again.getByRole('textbox', { name: 'City' }).fill('Austin');
  await again.getByRole('combobox', { name: 'State' }).selectOption('TX');
  await again.getByRole('textbox', { name: 'ZIP code' }).fill('73301');
  await next(again, 'Photo of your ID');

  await again.getByLabel('Photo of your ID').setInputFiles(TINY_ID);
  await expect(again.getByText('Your ID photo is uploaded')).toBeVisible();
  await expectHealthyPage(again);
  await next(again, 'Terms and consent');

  await again.getByRole('checkbox', { name: /I agree to Flora's terms/ }).check();
  await again.getByRole('checkbox', { name: /not trying to conceive/ }).check();
  await next(again, 'Review your answers', 'Review your answers');
  await expect(again.getByRole('heading', { level: 3, name: 'Symptoms' })).toBeVisible();
  await expect(again.getByText('Itching, Odor')).toBeVisible();

  await again.getByRole('button', { name: 'Submit for review' }).click();
  await expect(again.getByText('A clinician is reviewing your intake')).toBeVisible();
  await expect(again.getByRole('link', { name: 'Edit' })).toHaveCount(0);
  await expectHealthyPage(again);

  await again.getByRole('link', { name: 'Back to Care' }).click();
  await expect(again).toHaveURL(/\/care\/$/);
  await expect(again.getByText('A clinician is reviewing', { exact: true }).first()).toBeVisible();
  await expectHealthyPage(again);
});
