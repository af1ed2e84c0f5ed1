// Issue 18 part 4: demo@flora.test opens her results, then sees that read in her access log
// (/account/access-log/), in plain words, at desktop and phone width. Read-only for the demo account.
import { expect, expectHealthyPage, signIn, test } from './platform';

test('the patient sees her own read of her results in her access log', async ({ page }, testInfo) => {
  await page.goto('/login/');
  await signIn(page, 'demo@flora.test');
  await expect(page.getByRole('heading', { level: 1, name: 'My Tests' })).toBeVisible();

  await page.goto('/results/FLDEMO0001/');
  await expect(page.getByRole('heading', { level: 1, name: 'My Results' })).toBeVisible();
  await expect(page.getByText('CST IV-B')).toBeVisible();

  // From My Account's navigation, by keyboard-reachable link.
  await page.goto('/account/profile/');
  await page.getByRole('navigation', { name: 'My Account' }).getByRole('link', { name: 'Access log' }).click();
  await expect(page).toHaveURL(/\/account\/access-log\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Access log' })).toBeVisible();
  const list = page.getByRole('list', { name: 'Access to your health data' });
  await expect(list.getByText(/^You read your test FLDEMO0001/).first()).toBeVisible();
  await expectHealthyPage(page);
  await page.screenshot({ path: testInfo.outputPath('access-log-1280.png'), fullPage: true });
  await page.setViewportSize({ width: 375, height: 800 });
  await expectHealthyPage(page);
  await page.screenshot({ path: testInfo.outputPath('access-log-375.png'), fullPage: true });
});
