// My Treatments (issue 15) as demo@flora.test sees it: her completed program with its treatment and
// messages, the refill groups of the seeded prescriptions (Boric Acid with one refill left, Soothing
// Cream over the counter, Antifungal not refillable), and a refill request that opens its checkout.
// Nothing is paid, so her refill stays for the other specs.
import { expect, expectHealthyPage, signIn, test } from './platform';

test('demo@flora.test sees her programs, refills by what each allows, and requests a refill', async ({ page }) => {
  await page.goto('/treatments/');
  await signIn(page, 'demo@flora.test');
  await expect(page).toHaveURL(/\/treatments\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'My Treatments' })).toBeVisible();

  const completed = page.getByRole('region', { name: 'Completed programs' });
  await expect(completed.getByRole('link', { name: 'View treatment' })).toHaveAttribute('href', /^\/treatments\/consults\/[^/]+\/treatment\/$/);
  await expect(completed.getByRole('link', { name: 'Messages' })).toHaveAttribute('href', /^\/treatments\/consults\/[^/]+\/$/);

  const refills = page.getByRole('region', { name: 'Refills' });
  const choose = refills.getByRole('group', { name: 'Choose what to refill' });
  await expect(choose.getByRole('checkbox', { name: 'Boric Acid Suppositories · 1 refill left' })).toBeVisible();
  await expect(choose.getByRole('checkbox', { name: 'Soothing Cream · over the counter: order any time' })).toBeVisible();
  await expect(refills.getByRole('heading', { name: 'Not refillable' })).toBeVisible();
  await expect(refills.getByText('Antifungal (Fluconazole)')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Past Consultations' }).getByText(/^Status: Complete · Started /)).toBeVisible();
  await expectHealthyPage(page);

  // Asking with nothing chosen says so beside the choice; then a refill opens its checkout page.
  await refills.getByRole('button', { name: 'Request refill' }).click();
  await expect(choose).toContainText('Choose at least one treatment to refill.');
  await choose.getByRole('checkbox', { name: /Boric Acid Suppositories/ }).check();
  await refills.getByRole('button', { name: 'Request refill' }).click();
  await expect(page).toHaveURL(/\/api\/v1\/checkout\/[^/]+\/$/);
  await expect(page.getByText('Boric Acid Suppositories')).toBeVisible();
});
