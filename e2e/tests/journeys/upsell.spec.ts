// Journey (issue 27.3): the seeded upsell@ — a new test on its way, her last results past their
// window — submits the new test's health history with symptoms. The upsell then offers what it
// promised on every page that shows her care: Care sells the ungated-Rx treatments (bought through the
// cart), and stays so after signing in again; My Tests no longer asks for the health history.
import { expect, expectHealthyPage, signIn, test } from '../platform';
import { fillHealthHistory } from './steps';

test('a submitted health history turns the upsell into the purchase it promised', async ({ page }) => {
  test.setTimeout(240_000);
  await page.goto('/care/');
  await signIn(page, 'upsell@flora.test');
  const card = page.locator('[data-care-state="health-history-upsell"]');
  await expect(card.getByRole('heading', { name: 'Finish your health history to get treatment sooner' })).toBeVisible();
  await card.getByRole('link', { name: 'Complete your health history' }).click();
  await fillHealthHistory(page, { symptoms: ['Unusual odor'] });

  await page.getByRole('link', { name: 'Care', exact: true }).click();
  await expect(card.getByRole('heading', { name: 'Get treatment for your symptoms now' })).toBeVisible();
  await expect(card.getByRole('button', { name: 'Add Antifungal (Fluconazole)' })).toBeVisible();
  await expect(page.getByText('Finish your health history')).toHaveCount(0);
  await expectHealthyPage(page);

  // Signed in again (a new session, nothing cached), Care says the same.
  await page.getByRole('button', { name: /Sign out/ }).click();
  await page.goto('/care/');
  await signIn(page, 'upsell@flora.test');
  await expect(card.getByRole('heading', { name: 'Get treatment for your symptoms now' })).toBeVisible();
  await page.goto('/tests/');
  await expect(page.getByRole('heading', { name: 'Next steps for test FLUPSELL02' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Complete your health history' })).toHaveCount(0);
});
