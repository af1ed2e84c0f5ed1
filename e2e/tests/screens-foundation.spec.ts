// Issue 11: no blank page, one cache across remotes, and the login line of guard rule 4 — in the
// built platform against the real API.
import { expect, expectHealthyPage, expectSameDocument, markDocument, signIn, test } from './platform';

test('"View results" opens My Results; unknown paths and other people\'s tests show the not-found page in the frame', async ({ page }) => {
  await page.goto('/login/');
  await signIn(page, 'demo@flora.test');
  await expect(page.getByRole('heading', { level: 1, name: 'My Tests' })).toBeVisible();
  await markDocument(page);

  await page.getByRole('link', { name: 'View results for test FLDEMO0001' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'My Results' })).toBeVisible();
  await expect(page.getByText('CST IV-B')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'The microbes we found' })).toBeVisible();
  await expectHealthyPage(page);

  // Back to My Tests: the list shows at once from the cache (no loading state), one document.
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: 'My Tests' })).toBeVisible();
  await expect(page.getByText('Loading your tests…')).toHaveCount(0);
  await expectSameDocument(page);

  for (const path of ['/results/FLPDEMO002/', '/tests/anything/', '/plan/anything/', '/compare/anything/', '/account/nothing-here/', '/care/nothing-here/']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await expect(page.getByText(`There is no page at ${path}`)).toBeVisible();
    // Inside the frame: the header and its navigation are there.
    await expect(page.getByRole('link', { name: 'My Tests' })).toBeVisible();
  }
  await expectHealthyPage(page);
});

test("the header's cart count comes from the shared cache", async ({ page }) => {
  await page.goto('/login/');
  await signIn(page, 'demo@flora.test');
  await expect(page.getByRole('button', { name: /^Cart, \d+ items?$/ })).toBeVisible();
  await page.getByRole('link', { name: 'Shop', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Shop' })).toBeVisible();
  await expectHealthyPage(page);
});

test('a consumer sent to /login/ from a provider page is told which account is signed in', async ({ page }) => {
  await page.goto('/login/');
  await signIn(page, 'demo@flora.test');
  await expect(page.getByRole('heading', { level: 1, name: 'My Tests' })).toBeVisible();
  await page.goto('/provider/tests/');
  await expect(page).toHaveURL(/\/login\/\?next=%2Fprovider%2Ftests%2F$/);
  await expect(page.getByText("You're signed in as demo@flora.test. The provider portal needs a provider account")).toBeVisible();
  await expectHealthyPage(page);

  // Signing in with a provider account continues to the page asked for.
  await signIn(page, 'provider@flora.test');
  await expect(page).toHaveURL(/\/provider\/tests\/$/);
});
