// Journey (issue 26): the health-history upsell to a completed ungated prescription — a fresh patient
// reports symptoms in her health history (results), is offered relief without waiting for results,
// adds the treatment on Care (care → shop's cart → payment → confirmation), completes the ungated-Rx
// intake (care), and a clinician completes it in /clinic/; Care then says her treatment is ready.
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
  await expectHealthyPage(page);
});
