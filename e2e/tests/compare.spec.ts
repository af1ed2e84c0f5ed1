// Issue 13: Compare against the real API — demo@flora.test's two ready results, FLDEMO0002 (CST
// I-A, 45 days ago) before FLDEMO0001 (CST IV-B, the latest), opened from My Results, at desktop
// and phone width, as words, as paired bars and as a table.
import { expect, expectHealthyPage, signIn, test } from './platform';

test('Compare shows two results side by side and how each microbe changed, in words, bars and a table', async ({ page }, testInfo) => {
  await page.goto('/login/');
  await signIn(page, 'demo@flora.test');
  await expect(page.getByRole('heading', { level: 1, name: 'My Tests' })).toBeVisible();

  await page.goto('/results/FLDEMO0001/');
  await expect(page.getByRole('heading', { level: 1, name: 'My Results' })).toBeVisible();
  await page.getByRole('link', { name: 'Compare your results' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Compare results' })).toBeVisible();
  await expect(page).toHaveURL(/\/compare\/$/);
  // The latest two, the older one before.
  await expect(page.getByRole('combobox', { name: 'Before' })).toHaveValue('FLDEMO0002');
  await expect(page.getByRole('combobox', { name: 'After' })).toHaveValue('FLDEMO0001');
  const before = page.getByRole('region', { name: /^Before/ });
  const after = page.getByRole('region', { name: /^After/ });
  await expect(before.getByText('CST I-A')).toBeVisible();
  await expect(after.getByText('CST IV-B')).toBeVisible();
  await expect(after.getByText(/Gardnerella vaginalis and Fannyhessea vaginae lead, a pattern linked to BV/)).toBeVisible();
  await expect(page.getByText('Your community state type changed from CST I-A to CST IV-B.')).toBeVisible();
  const changes = page.getByRole('list', { name: 'How each microbe changed' });
  await expect(changes.getByText('Gardnerella vaginalis rose from 1.4% to 38.4%.')).toBeVisible();
  await expect(changes.getByText('Lactobacillus crispatus fell from 88.6% to 2%.')).toBeVisible();
  await expect(changes.getByText('Fannyhessea vaginae appeared (17.9%).')).toBeVisible();
  await expect(page.getByTestId('changes-chart').getByText('Gardnerella vaginalis')).toBeVisible();
  await expectHealthyPage(page);
  await page.screenshot({ path: testInfo.outputPath('compare-1280.png'), fullPage: true });
  await page.setViewportSize({ width: 375, height: 800 });
  await page.screenshot({ path: testInfo.outputPath('compare-375.png'), fullPage: true });

  // The same numbers as a table.
  await page.getByRole('button', { name: 'Show as table' }).click();
  const table = page.getByRole('table', { name: /Each microbe before and after/ });
  await expect(table.getByRole('row', { name: /Gardnerella vaginalis 1.4% 38.4% \+37%/ })).toBeVisible();
  await expect(page.getByTestId('changes-chart')).toHaveCount(0);
  await expectHealthyPage(page);
  await page.screenshot({ path: testInfo.outputPath('compare-table-375.png'), fullPage: true });

  // Choosing the other side's result swaps the two; the choice is in the URL, a reload keeps it,
  // and Back returns to the pair before.
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.getByRole('combobox', { name: 'Before' }).selectOption('FLDEMO0001');
  await expect(page).toHaveURL(/before=FLDEMO0001&after=FLDEMO0002/);
  await expect(page.getByRole('combobox', { name: 'After' })).toHaveValue('FLDEMO0002');
  await page.reload();
  await expect(page.getByText('Your community state type changed from CST IV-B to CST I-A.')).toBeVisible();
  await expect(page.getByText('Gardnerella vaginalis fell from 38.4% to 1.4%.')).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/\/compare\/$/);
  await expect(page.getByText('Your community state type changed from CST I-A to CST IV-B.')).toBeVisible();
});
