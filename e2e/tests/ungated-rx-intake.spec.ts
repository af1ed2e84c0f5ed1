// The ungated Rx intake (issue 14): a fresh consumer whose health history reports symptoms (odor,
// itching) buys an ungated prescription through the API (care-purchase.ts: register, verify, a demo
// kit with a submitted history and no results, ungated checkout, pay, process): her ungated-rx
// consult is paid (OR). Signed in, `/` sends her to /treatments/intake/ (SPEC §2.4), which opens her
// intake; she answers part of it, leaves for Care and comes back twice (Care's "Complete intake"
// and the entry path) to the same step, consents to treatment without test results and to the
// terms, reviews and submits; Care then says "A clinician is reviewing". Her own account.
import type { Page } from '@playwright/test';
import { freshUngatedRxBuyer } from './care-purchase';
import { expect, expectHealthyPage, signIn, test } from './platform';

const stepHeading = (page: Page, name: string) => page.getByRole('heading', { level: 2, name });

async function next(page: Page, expected: string, button = 'Next') {
  await page.getByRole('button', { name: button, exact: true }).click();
  await expect(stepHeading(page, expected)).toBeVisible();
  await expectHealthyPage(page);
}

async function choose(page: Page, group: string, option: string | RegExp) {
  await page.getByRole('radiogroup', { name: group }).getByRole('radio', { name: option }).check();
}

test('a paid ungated prescription: from / to the intake, over two sittings, to submitted; Care shows it in review', async ({ page, request }) => {
  test.setTimeout(180_000);
  const buyer = await freshUngatedRxBuyer(request, 'rx');
  const intakeOf = (step: string) => new RegExp(`/treatments/rx/consults/${buyer.consultUid}/intake/${step}/$`);

  // `/` -> /treatments/intake/ -> her intake, resumed on its first step.
  const visited: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) visited.push(new URL(frame.url()).pathname);
  });
  await page.goto('/login/?next=%2F');
  await signIn(page, buyer.email, buyer.password);
  await expect(page).toHaveURL(intakeOf('symptoms'));
  expect(visited).toContain('/treatments/intake/');
  await expect(page.getByRole('heading', { level: 1, name: 'Your prescription intake' })).toBeVisible();
  await expect(stepHeading(page, 'Your symptoms')).toBeVisible();
  await expect(page.getByText(/without waiting for your test results/)).toBeVisible();
  await expectHealthyPage(page);

  await page.getByRole('checkbox', { name: 'Odor' }).check();
  await page.getByRole('checkbox', { name: 'Itching' }).check();
  await choose(page, 'How long have you had these symptoms?', 'Less than a week');
  await next(page, 'About you and your health history');
  await page.getByRole('textbox', { name: /Date of birth/ }).fill('04/02/1990');
  await next(page, 'Medications you take');
  await page.getByRole('checkbox', { name: "I don't take any medications" }).check();
  await next(page, 'Allergies');

  // She leaves for Care: her consult is now started, and Care's "Complete intake" resumes it here.
  await page.goto('/care/');
  await page.getByRole('link', { name: 'Complete intake' }).first().click();
  await expect(page).toHaveURL(intakeOf('allergies'));
  await expect(stepHeading(page, 'Allergies')).toBeVisible();
  // And so does the entry path `/` leads to.
  await page.goto('/treatments/intake/');
  await expect(page).toHaveURL(intakeOf('allergies'));
  await expect(stepHeading(page, 'Allergies')).toBeVisible();
  await expectHealthyPage(page);

  await choose(page, 'Are you allergic to any medications?', 'No');
  await next(page, 'Pregnancy and breastfeeding');
  await choose(page, 'Are you pregnant?', "I'm not pregnant");
  await choose(page, 'Are you breastfeeding?', 'No');
  await next(page, 'Your pharmacy');
  await choose(page, 'How would you like to get your prescription?', /Ship it to me/);
  await next(page, 'Shipping address');
  await page.getByRole('textbox', { name: 'Street address' }).fill('4100 S Congress Ave');
  await page.getByRole('textbox', { name: 'City' }).fill('Austin');
  await page.getByRole('combobox', { name: 'State' }).selectOption('TX');
  await page.getByRole('textbox', { name: 'ZIP code' }).fill('73301');
  // No photo ID for an ungated prescription: the treatment terms come next.
  await next(page, 'Treatment without test results');

  // Unticked, the consent is named beside its box and she stays.
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await expect(page.getByText('Agree to treatment without test results to continue.')).toBeVisible();
  await page.getByRole('checkbox', { name: /agree to be treated based on my symptoms, without test results/ }).check();
  await next(page, 'Terms and consent');
  await page.getByRole('checkbox', { name: /I agree to Flora's terms/ }).check();
  await page.getByRole('checkbox', { name: /not trying to conceive/ }).check();
  await next(page, 'Review your answers', 'Review your answers');
  await expect(page.getByText('Odor, Itching')).toBeVisible();
  await expect(page.getByRole('heading', { level: 3, name: 'Treatment terms' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 3, name: 'Photo ID' })).toHaveCount(0);

  await page.getByRole('button', { name: 'Submit for review' }).click();
  await expect(page.getByText('A clinician is reviewing your intake')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Edit' })).toHaveCount(0);
  await expectHealthyPage(page);

  await page.getByRole('link', { name: 'Back to Care' }).click();
  await expect(page).toHaveURL(/\/care\/$/);
  await expect(page.getByText('A clinician is reviewing', { exact: true }).first()).toBeVisible();
  await expectHealthyPage(page);

  // Submitted, the entry path has nothing left to open.
  await page.goto('/treatments/intake/');
  await expect(page.getByRole('heading', { level: 2, name: 'No intake to complete' })).toBeVisible();
  await expectHealthyPage(page);
});
