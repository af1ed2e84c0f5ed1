// Issue 13: My Plan against the real API — demo@flora.test's plan, made from her latest ready
// result (FLDEMO0001, CST IV-B, BV): she marks an item done, reloads and it stays done, then
// un-marks it; the research modal; desktop and phone width.
import { expect, expectHealthyPage, signIn, test } from './platform';

test('My Plan: demo@flora.test marks an item done, it stays done after a reload, and she un-marks it', async ({ page }, testInfo) => {
  await page.goto('/login/');
  await signIn(page, 'demo@flora.test');
  await expect(page.getByRole('heading', { level: 1, name: 'My Tests' })).toBeVisible();

  await page.goto('/plan/');
  await expect(page.getByRole('heading', { level: 1, name: 'My Plan' })).toBeVisible();
  for (const name of ['Diet', 'Lifestyle', 'Products', 'Retest timing']) {
    await expect(page.getByRole('heading', { level: 2, name, exact: true })).toBeVisible();
  }
  await expect(page.getByRole('link', { name: 'See the Vaginal Probiotic' })).toBeVisible();
  await expectHealthyPage(page);

  const item = page.getByRole('checkbox', { name: 'Skip douching and scented washes' });
  const progress = page.getByText(/^\d+ of \d+ done$/);
  const doneCount = async () => Number((await progress.textContent())!.split(' ')[0]);
  const before = await doneCount();
  await expect(item).not.toBeChecked();
  const saved = page.waitForResponse((r) => r.request().method() === 'PATCH' && r.url().includes('/plan-items/'));
  await item.click();
  expect((await saved).status()).toBe(200);
  await expect(item).toBeChecked();
  await expect(progress).toHaveText(new RegExp(`^${before + 1} of \\d+ done$`));

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'My Plan' })).toBeVisible();
  await expect(item).toBeChecked();
  await expect(progress).toHaveText(new RegExp(`^${before + 1} of \\d+ done$`));
  await page.screenshot({ path: testInfo.outputPath('plan-1280.png'), fullPage: true });

  // The research behind the plan, opened and closed from the keyboard.
  await page.getByRole('button', { name: 'How we built your plan' }).focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'How we built your plan' });
  await expect(dialog).toBeVisible();
  await expectHealthyPage(page);
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);

  await page.setViewportSize({ width: 375, height: 800 });
  await expectHealthyPage(page);
  await page.screenshot({ path: testInfo.outputPath('plan-375.png'), fullPage: true });

  // Leave the plan as it was, so a rerun over the same database starts alike.
  const unsaved = page.waitForResponse((r) => r.request().method() === 'PATCH' && r.url().includes('/plan-items/'));
  await item.click();
  expect((await unsaved).status()).toBe(200);
  await expect(progress).toHaveText(new RegExp(`^${before} of \\d+ done$`));
});
