// Journey (issue 26): a new patient from a fresh account to her refill, through every remote it
// touches — register and verify by the emailed link (auth), buy a kit in the shop and activate it,
// the health history (results), the lab reports, her results, the recommended program bought from
// Care (care → shop's cart → the sandbox payment page → shop's confirmation), the intake with her
// photo ID (care), a clinician prescribing and completing in /clinic/ (clinic, another browser),
// "Your treatment is ready!", her calendar and a period (care), and a refill bought (care → payment).
import { expect, expectHealthyPage, test } from '../platform';
import {
  activateAndFillHealthHistory,
  buyKit,
  checkoutAndPay,
  clinicalIntake,
  clinicianCompletes,
  freshEmail,
  labReports,
  registerAndVerify,
  typedDay,
} from './steps';

test('a new patient registers, tests, buys the recommended program, is treated by a clinician and buys a refill', async ({ page, request, browser }) => {
  test.setTimeout(360_000);
  const email = freshEmail('new-patient');
  await registerAndVerify(page, email, { firstName: 'Nora' });
  await expect(page.getByRole('heading', { level: 1, name: 'My Tests' })).toBeVisible();
  await expectHealthyPage(page);

  // A kit from the shop; it arrives in the post with its code.
  const kit = await buyKit(page, request, email);

  // Activation, consent, the health history and the sample; then the lab reports BV.
  await activateAndFillHealthHistory(page, kit);
  await labReports(request, kit);

  // Her results, then care for them.
  await page.goto('/tests/');
  await page.getByRole('link', { name: 'View results' }).first().click();
  await expect(page).toHaveURL(new RegExp(`/results/${kit}/$`));
  await expect(page.getByText('CST IV-B')).toBeVisible();
  // Her kit had no STI panel: the page says why no STI treatment is offered, and what would (issue 27.5).
  await expect(page.getByRole('heading', { name: 'STI testing' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Order a test with the STI panel' })).toBeVisible();
  await expectHealthyPage(page);
  await page.getByRole('link', { name: 'Care', exact: true }).click();
  const prePurchase = page.locator('[data-care-state="pre-purchase"]');
  await expect(prePurchase.getByRole('heading', { name: 'Get treatment for your results' })).toBeVisible();
  await expectHealthyPage(page);
  await prePurchase.getByRole('link', { name: 'Get started' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Recommended Treatment' })).toBeVisible();
  await expectHealthyPage(page);
  await page.getByRole('button', { name: 'Add the program to your cart' }).click();
  // $159 and express delivery: the payment page and the order say $174.
  expect(await checkoutAndPay(page, { delivery: 'Express shipping', total: '$174' })).toBe('/treatments/order-complete/');

  // Every page that shows her care now says one thing: complete the intake.
  await page.goto('/care/');
  await expect(page.locator('[data-care-state="post-purchase"]').getByRole('heading', { name: 'Your care is purchased: start your consultation' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Complete intake', exact: true })).toHaveCount(1);
  await expectHealthyPage(page);
  await page.goto('/tests/');
  await expect(page.getByText('Complete your clinical intake', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Complete intake', exact: true })).toHaveCount(1);
  await page.getByRole('link', { name: 'Complete intake', exact: true }).click();
  await expect(page).toHaveURL(/\/treatments\/consults\/[^/]+\/intake\/symptoms\/$/);
  await clinicalIntake(page, 'vaginitis');
  await page.goto('/care/');
  await expect(page.getByText('A clinician is reviewing', { exact: true }).first()).toBeVisible();

  // The clinician, in the clinic.
  await clinicianCompletes(browser, { email, name: 'Nora Journey' });

  // Her treatment: ready, on Care and My Tests; the calendar from today, and a period logged.
  await page.goto('/care/');
  await expect(page.getByText('Your treatment is ready!').first()).toBeVisible();
  await expectHealthyPage(page);
  await page.goto('/tests/');
  await expect(page.getByText('Your treatment is ready!').first()).toBeVisible();
  await page.getByRole('link', { name: 'View my treatments' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'My Treatment' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Start date' }).fill(typedDay(0));
  await page.getByRole('button', { name: 'Start my calendar' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'You are in week 1 of 3' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Week 1' })).toContainText('Boric Acid Suppositories');
  await expectHealthyPage(page);
  const periods = page.getByRole('region', { name: 'Periods' });
  await periods.getByLabel('First day of your period').fill(typedDay(1));
  await periods.getByLabel('Days to pause').fill('3');
  await periods.getByRole('button', { name: 'Log period' }).click();
  await expect(periods.getByRole('list', { name: 'Treatments that pause' })).toContainText('Boric Acid Suppositories');
  await expectHealthyPage(page);

  // A refill of her boric acid, bought.
  await page.goto('/treatments/');
  const refills = page.getByRole('region', { name: 'Refills' });
  await refills.getByRole('checkbox', { name: /Boric Acid Suppositories · 2 refills left/ }).check();
  await expectHealthyPage(page);
  await refills.getByRole('button', { name: 'Request refill' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
  await page.getByRole('button', { name: 'Pay (sandbox)' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Thank you for your order' })).toBeVisible();
  await expectHealthyPage(page);
  await page.goto('/treatments/');
  await expect(page.getByRole('region', { name: 'Refills' }).getByRole('checkbox', { name: /Boric Acid Suppositories · 1 refill left/ })).toBeVisible();
});
