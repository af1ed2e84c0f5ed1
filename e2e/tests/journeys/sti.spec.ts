// Journey (issue 26): STI treatment from a result — a fresh patient buys a kit with the STI +
// expanded PCR panel in the shop (shop → payment), activates it and fills her health history
// (results), the lab reports (the panel detects chlamydia); on her results she sees the findings and
// starts STI treatment (the async sti consult creation), lands on the STI intake (one path, steps as ?step=), walks it — symptoms, about her,
// medications, allergies (after leaving mid-way and continuing from her results on the same step),
// pregnancy, address, consents — reviews and submits (care); then /care/ shows the consult under
// review, and so do her results; her BV care stays open on Care and in the shop (issue 27.5).
import type { Page } from '@playwright/test';
import { BV_RESULT } from '../care-purchase';
import { expect, expectHealthyPage, test } from '../platform';
import { activateAndFillHealthHistory, buyKit, freshEmail, labReports, registerAndVerify } from './steps';

const stepHeading = (page: Page, name: string) => page.getByRole('heading', { level: 2, name });

async function next(page: Page, expected: string, step: string, button = 'Next') {
  await page.getByRole('button', { name: button, exact: true }).click();
  await expect(stepHeading(page, expected)).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/intake/\\?step=${step}$`));
}

async function choose(page: Page, group: string, option: string | RegExp) {
  await page.getByRole('radiogroup', { name: group }).getByRole('radio', { name: option }).check();
}

test('an STI consult started from her results: the intake to submitted, then Care shows it in review', async ({ page, request }) => {
  test.setTimeout(240_000);
  const email = freshEmail('sti');
  await registerAndVerify(page, email, { firstName: 'Sia' });
  const kit = await buyKit(page, request, email, { pcrPanel: true });
  await activateAndFillHealthHistory(page, kit);
  // The lab reports the panel with the results: chlamydia detected.
  const pcr_findings = [
    { target: 'chlamydia', detected: true },
    { target: 'gonorrhea', detected: false },
    { target: 'trichomonas', detected: false },
    { target: 'mycoplasma_genitalium', detected: false },
  ];
  await labReports(request, kit, { ...BV_RESULT, pcr_findings });
  const results = `/results/${kit}/`;
  await page.goto(results);

  // Her results show the panel's findings and offer STI treatment for what it detected.
  await expect(page.getByText('Your STI panel detected Chlamydia.', { exact: false })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'STI treatment' })).toBeVisible();
  await expectHealthyPage(page);
  await page.getByRole('button', { name: 'Start STI treatment' }).click();

  // The consult is started and its intake opened on the first step.
  await expect(page).toHaveURL(/\/treatments\/sti\/consults\/[^/]+\/intake\/\?step=symptoms$/);
  await expect(stepHeading(page, 'Your symptoms')).toBeVisible();
  await expect(page.getByText(/Step 1 of 8/)).toBeVisible();
  await expectHealthyPage(page);
  await page.getByRole('checkbox', { name: 'Burning' }).check();
  await page.getByRole('checkbox', { name: 'Pain when peeing' }).check();
  await choose(page, 'How long have you had these symptoms?', 'Less than a week');
  await next(page, 'About you and your health history', 'history');

  // Bad input: named beside the field, she stays.
  const dob = page.getByRole('textbox', { name: /Date of birth/ });
  await dob.fill('01/01/2015');
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await expect(page.getByText('Our clinicians can only treat patients 18 and over.')).toBeVisible();
  await expect(page).toHaveURL(/\?step=history$/);
  await dob.fill('07/15/1992');
  await next(page, 'Medications you take', 'medications');

  await page.getByRole('checkbox', { name: "I don't take any medications" }).check();
  await next(page, 'Allergies', 'allergies');

  // She leaves mid-way; back on her results, she continues the same consult on the same step.
  await page.goto(results);
  await expect(page.getByRole('button', { name: 'Start STI treatment' })).toHaveCount(0);
  await page.getByRole('link', { name: 'Continue STI intake' }).click();
  await expect(page).toHaveURL(/\/intake\/\?step=allergies$/);
  await expect(stepHeading(page, 'Allergies')).toBeVisible();
  await choose(page, 'Are you allergic to any medications?', 'No');
  await next(page, 'Pregnancy and breastfeeding', 'pregnancy');
  await choose(page, 'Are you pregnant?', "I'm not pregnant");
  await choose(page, 'Are you breastfeeding?', 'No');
  // No pharmacy step: the address comes next.
  await next(page, 'Shipping address', 'address');

  await page.getByRole('textbox', { name: 'Street address' }).fill('200 Park Ave');
  await page.getByRole('textbox', { name: 'City' }).fill('New York');
  await page.getByRole('combobox', { name: 'State' }).selectOption('NY');
  await page.getByRole('textbox', { name: 'ZIP code' }).fill('10166');
  await expectHealthyPage(page);
  // No photo ID step: the consents come next.
  await next(page, 'Terms and consent', 'terms');

  await page.getByRole('checkbox', { name: /I agree to Flora's terms/ }).check();
  await page.getByRole('checkbox', { name: /not trying to conceive/ }).check();
  await next(page, 'Review your answers', 'review', 'Review your answers');
  await expect(page.getByText('Burning, Pain when peeing')).toBeVisible();
  await expectHealthyPage(page);

  await page.getByRole('button', { name: 'Submit for review' }).click();
  await expect(page.getByText('A clinician is reviewing your intake')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Edit' })).toHaveCount(0);
  await expectHealthyPage(page);

  await page.getByRole('link', { name: 'Back to Care' }).click();
  await expect(page).toHaveURL(/\/care\/$/);
  await expect(page.getByText('A clinician is reviewing', { exact: true }).first()).toBeVisible();
  // The STI consult holds none of her BV care (issue 27.5): Care still offers the care her results
  // call for, and the shop's treatments are not locked.
  await expect(page.locator('[data-care-state="pre-purchase"]').getByRole('heading', { name: 'Get treatment for your results' })).toBeVisible();
  await expect(page.getByText('Your consultation is in progress')).toHaveCount(0);
  await expectHealthyPage(page);
  await page.goto('/care/shop/');
  await expect(page.getByRole('button', { name: 'Add Boric Acid Suppositories' })).toBeVisible();
  await expect(page.getByText(/Locked while a clinician reviews/)).toHaveCount(0);

  // Her results say so too, and no longer offer to start.
  await page.goto(results);
  await expect(page.getByText('A clinician is reviewing your STI consultation.', { exact: false })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Start STI treatment' })).toHaveCount(0);
});
