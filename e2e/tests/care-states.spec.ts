// The Care landing (issue 14) for every care eligibility state of SPEC §4: each demo consumer of the
// table in docs/demo-accounts.md signs in at /care/ and sees her state's headline and its one primary action. The
// pre-purchase consumer also follows Care to Recommended Treatment and the Sample Treatment Plan.
import { expect, expectHealthyPage, signIn, test } from './platform';

const CASES = [
  { email: 'returning@flora.test', state: 'returning-canadian', headline: 'Welcome back', action: 'Order a new test', href: '/care/shop/test/vaginal-microbiome-test/' },
  { email: 'inprogress@flora.test', state: 'consult-in-progress', headline: 'Your consultation is in progress', action: 'View consultation status', href: /^\/treatments\/consults\/[^/]+\/$/ },
  { email: 'demo@flora.test', state: 'consult-completed', headline: 'Your treatment program is ready', action: 'View treatment program', href: /^\/treatments\/consults\/[^/]+\/treatment\/$/ },
  { email: 'upsell@flora.test', state: 'health-history-upsell', headline: 'Finish your health history to get treatment sooner', action: 'Complete your health history', href: '/tests/FLUPSELL02/health-history/' },
  { email: 'postpurchase@flora.test', state: 'post-purchase', headline: 'Your care is purchased: start your consultation', action: 'Complete intake', href: /^\/treatments\/consults\/[^/]+\/intake\/start\/$/ },
  { email: 'prepurchase@flora.test', state: 'pre-purchase', headline: 'Get treatment for your results', action: 'Get started', href: '/care/recommended-treatment/' },
  { email: 'lapsed@flora.test', state: 'program-lapsed', headline: 'Your 21-day treatment window has closed', action: 'Shop treatments and essentials', href: '/care/shop/' },
  { email: 'ineligible@flora.test', state: 'care-ineligible', headline: 'No treatment needed for your latest results', action: 'Book your free coaching call', href: '/account/coaching/' },
  { email: 'new@flora.test', state: 'new-customer', headline: 'Start with a vaginal microbiome test', action: 'Get a test', href: '/care/shop/test/vaginal-microbiome-test/' },
] as const;

for (const { email, state, headline, action, href } of CASES) {
  test(`${email} sees the ${state} Care page`, async ({ page }) => {
    await page.goto('/care/');
    await signIn(page, email);
    await expect(page).toHaveURL(/\/care\/$/);
    const card = page.locator(`[data-care-state="${state}"]`);
    await expect(card.getByRole('heading', { level: 2, name: headline, exact: true })).toBeVisible();
    await expect(card.getByRole('link', { name: action, exact: true })).toHaveAttribute('href', href);
    await expect(page.getByRole('heading', { name: 'Past Consultations' })).toBeVisible();
    await expectHealthyPage(page);

    if (state === 'pre-purchase') {
      await card.getByRole('link', { name: 'Get started' }).click();
      await expect(page).toHaveURL(/\/care\/recommended-treatment\/$/);
      await expect(page.getByRole('heading', { name: 'Your recommended treatment program' })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Treatments a clinician may prescribe' })).toBeVisible();
      await expect(page.getByText('$159')).toBeVisible();
      await expectHealthyPage(page);
      await page.getByRole('link', { name: 'See a sample treatment plan' }).click();
      await expect(page).toHaveURL(/\/care\/sample-treatment-plan\/$/);
      await expect(page.getByRole('list', { name: 'Weeks of the program' }).getByRole('listitem')).toHaveCount(7);
      await expectHealthyPage(page);
    }
  });
}
