// Runtime-loaded remotes: one history across remotes, failure isolation, standalone QA mode.
import { expect, expectHealthyPage, expectSameDocument, markDocument, remoteUrl, signIn, test } from './platform';

test.beforeEach(async ({ page }) => {
  await page.goto('/login/');
  await signIn(page, 'demo@flora.test');
  await expect(page.getByRole('heading', { level: 1, name: 'My Tests' })).toBeVisible();
});

test('a cross-remote link switches without a reload, and Back and Forward work', async ({ page }) => {
  await expect(page.getByText('FLDEMO0001', { exact: true })).toBeVisible();
  await expectHealthyPage(page);
  await markDocument(page);
  // mf-results -> mf-care through a link inside the results page
  await page.getByRole('link', { name: 'Visit Care' }).click();
  await expect(page).toHaveURL(/\/care\/$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Past Consultations' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 3, name: 'Vaginitis consultation' })).toBeVisible();
  await expectHealthyPage(page);
  // mf-care -> mf-shop through a link on the care page
  await page.getByRole('link', { name: 'Shop treatments and essentials' }).click();
  await expect(page).toHaveURL(/\/care\/shop\/$/);
  await expect(page.getByRole('heading', { name: 'Male Partner BV Treatment Voucher' })).toBeVisible();
  await expect(page.getByText('For Partner')).toBeVisible();
  await expectHealthyPage(page);

  await page.goBack();
  await expect(page).toHaveURL(/\/care\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Care' })).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/\/tests\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'My Tests' })).toBeVisible();
  await page.goForward();
  await expect(page.getByRole('heading', { level: 1, name: 'Care' })).toBeVisible();
  await expectSameDocument(page);
});

test("with one remote's server down its pages show the error page, and the others still work", async ({ page }) => {
  // Point mf-care at a server that is not running (the per-browser override QA uses).
  await page.goto('/tests/?override-remote=care@http://localhost:3199/mf-manifest.json');
  await expect(page.getByRole('status').filter({ hasText: 'Override: care' })).toBeVisible();
  await markDocument(page);
  await page.getByRole('link', { name: 'Care', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Unexpected Application Error!' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('The care app could not be loaded.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
  await expectHealthyPage(page);
  // The shell and the other remotes keep working.
  await page.getByRole('link', { name: 'My Tests' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'My Tests' })).toBeVisible();
  await page.getByRole('link', { name: 'Shop' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Shop' })).toBeVisible();
  await expectSameDocument(page);
  // Resetting the override brings mf-care back.
  await page.getByRole('button', { name: 'Reset' }).click();
  await page.goto('/care/');
  await expect(page.getByRole('heading', { level: 1, name: 'Care' })).toBeVisible();
  await expectHealthyPage(page);
});

test('a remote runs standalone: its own harness signs in against the real API', async ({ page }) => {
  await page.goto(remoteUrl('care'));
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in to test this app' })).toBeVisible();
  await expectHealthyPage(page);
  await signIn(page, 'demo@flora.test');
  await expect(page).toHaveURL(`${remoteUrl('care')}care/`);
  await expect(page.getByRole('heading', { level: 2, name: 'Past Consultations' })).toBeVisible();
  await expect(page.getByText('mf-care')).toBeVisible();
  await expectHealthyPage(page);
});
