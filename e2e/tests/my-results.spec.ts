// Issue 13: My Results against the real API — demo@flora.test's FLDEMO0001 (CST IV-B, BV, a
// completed consult) and FLDEMO0002 (CST I-A, optimal), at desktop and phone width.
import { readFileSync } from 'node:fs';
import { expect, expectHealthyPage, signIn, test } from './platform';

test('My Results reads the CST in plain words, draws the microbes by type with the same numbers as a table, and leads into care', async ({ page }, testInfo) => {
  await page.goto('/login/');
  await signIn(page, 'demo@flora.test');
  await expect(page.getByRole('heading', { level: 1, name: 'My Tests' })).toBeVisible();

  await page.goto('/results/FLDEMO0001/');
  await expect(page.getByRole('heading', { level: 1, name: 'My Results' })).toBeVisible();
  await expect(page.getByText('CST IV-B')).toBeVisible();
  await expect(page.getByText(/Gardnerella vaginalis and Fannyhessea vaginae lead, a pattern linked to BV/)).toBeVisible();
  await expect(page.getByText('BV', { exact: true })).toBeVisible();
  const chart = page.getByTestId('abundance-chart');
  await expect(chart.getByText('Gardnerella vaginalis')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'What needs attention' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'View treatment program' })).toBeVisible();
  await expectHealthyPage(page);

  // The results sheet, saved as a file (through the API client, with her token).
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download PDF' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('flora-results-FLDEMO0001.pdf');
  expect(readFileSync(await file.path()).subarray(0, 5).toString()).toBe('%PDF-');
  await page.screenshot({ path: testInfo.outputPath('results-1280.png'), fullPage: true });
  await page.setViewportSize({ width: 375, height: 800 });
  await page.screenshot({ path: testInfo.outputPath('results-375.png'), fullPage: true });

  // The same numbers as a table, for everyone who asks.
  await page.getByRole('button', { name: 'Show as table' }).click();
  const table = page.getByRole('table', { name: /Microbes the lab found/ });
  await expect(table.getByRole('row', { name: /Gardnerella vaginalis 38.4%/ })).toBeVisible();
  await expect(chart).toHaveCount(0);
  await expectHealthyPage(page);
  await page.screenshot({ path: testInfo.outputPath('results-table-375.png'), fullPage: true });

  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/results/FLDEMO0002/');
  await expect(page.getByText('CST I-A')).toBeVisible();
  await expect(page.getByText('Optimal', { exact: true })).toBeVisible();
  await expect(page.getByText('Nothing in your results needs attention.').or(page.getByText(/Your microbiome is mostly healthy/))).toBeVisible();
  await expectHealthyPage(page);
  await page.screenshot({ path: testInfo.outputPath('results-optimal-1280.png'), fullPage: true });
});
