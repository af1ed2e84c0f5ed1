// Journey (issue 26): the health-history upsell to a completed ungated prescription — a fresh patient
// reports symptoms in her health history (results), is offered relief without waiting for results,
// adds the treatment on Care (care → shop's cart → payment → confirmation), completes the ungated-Rx
// intake (care), and a clinician completes it in /clinic/; Care then says her treatment is ready, leads
// to it and to her order (My Account), and offers nothing she already has (issue 27.4).
import { expect, expectHealthyPage, test } from '../platform';
import { activateAndFillHealthHistory, buyKit, checkoutAndPay, clinicalIntake, clinicianCompletes, freshEmail, registerAndVerify } from './steps';

test('symptoms in the health history lead to an ungated prescription, bought, taken in and completed', async ({ page, request, browser }) => {
  test.setTimeout(300_000);
  const email = freshEmail('ungated');
  await registerAndVerify(page, email, { firstName: 'Uma' });
  const kit = await buyKit(page, request, email);
  await activateAndFillHealthHistory(page, kit, { symptoms: ['Unusual odor', 'Itching'] });

  // The upsell's way to care: Care offers the treatments for her symptoms, now that the history is in.
  await page.getByRole('link', { name: 'Care', exact: true }).click();
  const offer = page.locator('[data-care-state="health-history-upsell"]');
  await expect(offer.getByRole('heading', { name: 'Get treatment for your symptoms now' })).toBeVisible();
  await expectHealthyPage(page);
  await offer.getByRole('button', { name: 'Add Antifungal (Fluconazole)' }).click();
  expect(await checkoutAndPay(page, { total: '$25' })).toBe('/treatments/order-complete/');

  // Her confirmation leads into the ungated intake, as Care does.
  await page.getByRole('link', { name: 'Start your intake' }).click();
  await expect(page).toHaveURL(/\/treatments\/rx\/consults\/[^/]+\/intake\/symptoms\/$/);
  await clinicalIntake(page, 'ungated-rx');
  await page.goto('/care/');
  await expect(page.getByText('A clinician is reviewing', { exact: true }).first()).toBeVisible();
  await expectHealthyPage(page);

  await clinicianCompletes(browser, { email, name: 'Uma Journey', vaginitis: false });
  await page.goto('/care/');
  await expect(page.getByText('Your treatment is ready!').first()).toBeVisible();
  // Care agrees with the banner (issue 27.4): her treatment, her order, and no upsell of the drug she
  // was just prescribed nor a health history to finish.
  const done = page.locator('[data-care-state="consult-completed"]');
  await expect(done.getByRole('heading', { name: 'Your treatment is ready' })).toBeVisible();
  await expect(page.getByText('Finish your health history')).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Add / })).toHaveCount(0);
  await expectHealthyPage(page);
  await done.getByRole('link', { name: 'Track your order' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
  await expect(page.getByText('Antifungal (Fluconazole)').first()).toBeVisible();
  await expect(page.getByRole('heading', { name: 'No orders yet' })).toHaveCount(0);
  await page.goto('/care/');
  await done.getByRole('link', { name: 'View my treatments' }).click();
  await expect(page).toHaveURL(/\/treatments\/consults\/[^/]+\/treatment\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'My Treatment' })).toBeVisible();
});
