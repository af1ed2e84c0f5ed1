// Research consent (SPEC §2.6 rule 2): a signed-in user without it is stopped on /research-consent/,
// consents, and continues to where they were going. noconsent@ is consented by this journey, so its
// landing after sign-in is checked here rather than in sign-in.spec.ts (the database lives for a run).
import { expect, expectHealthyPage, signIn, test } from './platform';

test('noconsent@flora.test signs in, lands on /research-consent/, consents and reaches My Tests', async ({ page }) => {
  await page.goto('/login/');
  await signIn(page, 'noconsent@flora.test');
  await expect(page).toHaveURL(/\/research-consent\/(\?next=[^&]*)?$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Taking part in our research' })).toBeVisible();
  await expectHealthyPage(page);

  const agree = page.getByRole('button', { name: 'Agree and continue' });
  await agree.click();
  await expect(page.getByText('Tick the box to take part. Tests and care need it.')).toBeVisible();
  await expect(page).toHaveURL(/\/research-consent\//);

  await page.getByRole('checkbox', { name: /de-identified data may be used for research/ }).check();
  await agree.click();
  await expect(page).toHaveURL(/\/tests\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'My Tests' })).toBeVisible();
  await expectHealthyPage(page);

  // Consent is on record: the gated pages stay open after a reload.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'My Tests' })).toBeVisible();

  await page.goto('/welcome/');
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome to Flora, Nina' })).toBeVisible();
  await expectHealthyPage(page);
  await page.getByRole('link', { name: 'Go to My Tests' }).click();
  await expect(page).toHaveURL(/\/tests\/$/);
});
