// Issue 18 part 3: demo@flora.test saves her FLDEMO0001 result as a FHIR R4 record from My Results
// (through the API client, with her session) and the file is a Bundle with the report and the CST.
import { readFileSync } from 'node:fs';
import { expect, expectHealthyPage, signIn, test } from './platform';

interface Entry {
  fullUrl: string;
  resource: { resourceType: string; [key: string]: any };
}

test('My Results saves the result as a FHIR R4 Bundle: the report, the CST and every microbe', async ({ page }, testInfo) => {
  await page.goto('/login/');
  await signIn(page, 'demo@flora.test');
  await expect(page.getByRole('heading', { level: 1, name: 'My Tests' })).toBeVisible();

  await page.goto('/results/FLDEMO0001/');
  await expect(page.getByRole('heading', { level: 1, name: 'My Results' })).toBeVisible();
  const button = page.getByRole('button', { name: 'Download FHIR record' });
  await expect(button).toBeVisible();
  await expect(page.getByText('A standard health-record file you can give to your clinician or health app.')).toBeVisible();
  await expectHealthyPage(page);

  // From the keyboard, as any button.
  const download = page.waitForEvent('download');
  await button.focus();
  await page.keyboard.press('Enter');
  const file = await download;
  expect(file.suggestedFilename()).toBe('flora-result-FLDEMO0001.fhir.json');
  const bundle = JSON.parse(readFileSync(await file.path(), 'utf8')) as { resourceType: string; type: string; entry: Entry[] };
  expect(bundle).toMatchObject({ resourceType: 'Bundle', type: 'collection' });
  const resources = bundle.entry.map((e) => e.resource);
  const report = resources.find((r) => r.resourceType === 'DiagnosticReport')!;
  expect(report).toMatchObject({ status: 'final', identifier: [{ value: 'FLDEMO0001' }], performer: [{ display: 'Flora lab' }] });
  expect(resources.find((r) => r.resourceType === 'Patient')).toMatchObject({ name: [{ family: 'Demo', given: ['Dana'] }], gender: 'female' });
  const cst = resources.find((r) => r.resourceType === 'Observation' && r.code.coding[0].code === 'community-state-type')!;
  expect(cst.valueCodeableConcept.coding[0]).toMatchObject({ system: 'https://flora.test/fhir/CodeSystem/community-state-type', code: 'IV-B' });
  const urls = new Set(bundle.entry.map((e) => e.fullUrl));
  for (const r of report.result) expect(urls.has(r.reference)).toBe(true);
  expect(resources.some((r) => r.resourceType === 'Observation' && r.code.text === 'Gardnerella vaginalis' && r.valueQuantity.unit === '%')).toBe(true);
  await expect(button).toBeEnabled();

  await page.getByRole('button', { name: 'Download PDF' }).scrollIntoViewIfNeeded();
  await page.screenshot({ path: testInfo.outputPath('fhir-1280.png') });
  await page.setViewportSize({ width: 375, height: 800 });
  await expectHealthyPage(page);
  await button.scrollIntoViewIfNeeded();
  await page.screenshot({ path: testInfo.outputPath('fhir-375.png') });
});
