// The Health History Form (issue 13): a new account activates a demo kit, consents, answers part of
// the health history, leaves (a new tab, as on another device) and comes back to the same page with
// her answers, finishes (sample criteria, sample, provider release), reviews and submits; the
// submitted history is read-only. FLKIT00005 is this spec's kit (no other spec uses it).
import type { Page } from '@playwright/test';
import { expect, expectHealthyPage, test } from './platform';
import { fillRegistrationForm, verificationLink } from './registration';

const KIT = 'FLKIT00005';
const base = `/tests/${KIT}/health-history/`;

/** A date `days` ago as typed (MM/DD/YYYY). */
function daysAgo(days: number): string {
  const d = new Date();
  d.setDate(d.getDate() - days);
  return `${String(d.getMonth() + 1).padStart(2, '0')}/${String(d.getDate()).padStart(2, '0')}/${d.getFullYear()}`;
}

const pageHeading = (page: Page, name: string) => page.getByRole('heading', { level: 2, name });

async function choose(page: Page, group: string, option: string) {
  await page.getByRole('radiogroup', { name: group }).getByRole('radio', { name: option, exact: true }).check();
}

async function next(page: Page, expected: string, button = 'Next') {
  await page.getByRole('button', { name: button, exact: true }).click();
  await expect(pageHeading(page, expected)).toBeVisible();
}

test('a new account fills the health history over two sittings, reviews and submits it', async ({ page, request, context }) => {
  test.setTimeout(120_000);
  const email = `e2e-history-${Date.now()}@flora.test`;
  await page.goto('/register/');
  await fillRegistrationForm(page, { firstName: 'Hana', lastName: 'History', email, researchConsent: true });
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/verify-email\/$/);
  await page.goto(await verificationLink(request, email));
  await page.getByRole('link', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/tests\/$/);

  await page.getByRole('textbox', { name: 'Test ID' }).fill(KIT);
  await page.getByRole('button', { name: 'Activate kit' }).click();
  await page.getByRole('link', { name: 'Continue to consent and health history' }).click();

  // Consent first.
  await expect(page.getByRole('heading', { name: 'Before you start: your consent' })).toBeVisible();
  await expectHealthyPage(page);
  await page.getByRole('checkbox', { name: /I consent/ }).check();
  await page.getByRole('button', { name: 'Give consent and start' }).click();

  // First sitting: symptoms (with the care offer) and part of the cycle section.
  await expect(pageHeading(page, 'How you feel right now')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`${base}symptoms/$`));
  await expect(page.getByText(/Step 1 of \d+/)).toBeVisible();
  await page.getByRole('checkbox', { name: 'Itching' }).check();
  await expect(page.getByRole('heading', { name: 'Relief for your symptoms' })).toBeVisible();
  await expect(page.getByText('All changes saved')).toBeVisible();
  await expectHealthyPage(page);
  await next(page, 'About your symptoms');
  await choose(page, 'How long have you had these symptoms?', 'Less than a week');
  await next(page, 'Your cycle and your microbiome');
  await expectHealthyPage(page);
  await next(page, 'Your periods', 'Continue');

  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Please answer this question.')).toBeVisible();
  await choose(page, 'Do you currently have periods?', 'Yes');
  const lastPeriod = daysAgo(12);
  await page.getByRole('textbox', { name: /Last period start date/ }).fill(lastPeriod);
  await choose(page, 'Are your periods regular?', 'Yes, mostly regular');
  await expectHealthyPage(page);
  // Next shows the next page once her answers and the page reached the API.
  await next(page, 'Hormones');

  // Leave, and come back elsewhere: the bare path resumes on the same page, answers kept.
  await page.goto('/tests/');
  const again = await context.newPage();
  await again.goto(base);
  await expect(pageHeading(again, 'Hormones')).toBeVisible();
  await expect(again).toHaveURL(new RegExp(`${base}hormones/$`));
  await again.getByRole('link', { name: 'Back' }).click();
  await expect(pageHeading(again, 'Your periods')).toBeVisible();
  await expect(again.getByRole('radiogroup', { name: 'Do you currently have periods?' }).getByRole('radio', { name: 'Yes' })).toBeChecked();
  await expect(again.getByRole('textbox', { name: /Last period start date/ })).toHaveValue(lastPeriod);
  await page.close();

  // Second sitting: the rest of the questions.
  const p = again;
  await next(p, 'Hormones');
  await choose(p, 'Which best describes you?', 'I have not reached menopause');
  await choose(p, 'Are you using hormone therapy, including vaginal estrogen?', 'No');
  await next(p, 'Sex and the vaginal microbiome');
  await next(p, 'Sexual activity', 'Continue');
  await choose(p, 'Have you had vaginal sex in the last 3 months?', 'No');
  await next(p, 'Contraception');
  await p.getByRole('checkbox', { name: 'Condoms' }).check();
  await next(p, 'Pregnancy');
  await expect(p.getByRole('radiogroup', { name: 'Are you trying to conceive?' })).toHaveCount(0);
  await choose(p, 'Are you pregnant?', 'No');
  await choose(p, 'Are you trying to conceive?', 'No');
  await next(p, 'Breastfeeding');
  await choose(p, 'Are you breastfeeding or chestfeeding?', 'No');
  await next(p, 'Antibiotics and your results');
  await next(p, 'Recent antibiotics', 'Continue');
  await choose(p, 'Have you taken antibiotics in the last 30 days?', 'No');
  await next(p, 'Past diagnoses');
  await p.getByRole('checkbox', { name: 'None of these' }).check();
  await next(p, 'Products and care team notes');
  await p.getByRole('checkbox', { name: 'Lubricant' }).check();

  // Sample criteria, the sample, the provider release.
  await next(p, 'When to take your sample');
  await expect(p.getByText('You are not on your period (light spotting is fine).')).toBeVisible();
  await expectHealthyPage(p);
  await next(p, 'Your sample', "I'm ready to take my sample");
  await p.getByRole('textbox', { name: /pH from the strip/ }).fill('4.4');
  await expectHealthyPage(p);
  await p.getByRole('button', { name: 'Record my sample' }).click();
  await expect(pageHeading(p, 'Sharing your results')).toBeVisible();
  await choose(p, 'Share my results with my healthcare provider?', 'Yes, my provider may see my results');
  await expectHealthyPage(p);
  await p.getByRole('button', { name: 'Save and continue' }).click();

  // Review: every response by section with Edit links, the confirmation, submit.
  await expect(pageHeading(p, 'Review your answers')).toBeVisible();
  await expect(p.getByText('Please review all of your responses for completeness and accuracy before continuing.')).toBeVisible();
  await expect(p.getByRole('link', { name: /Edit your answers about your periods/ })).toHaveAttribute('href', `${base}periods/`);
  await expect(p.getByText('Itching')).toBeVisible();
  await expect(p.getByText('4.4', { exact: true })).toBeVisible();
  await expectHealthyPage(p);
  await p.getByRole('checkbox', { name: /I have reviewed my responses/ }).check();
  await p.getByRole('button', { name: 'Submit health history' }).click();

  await expect(p.getByRole('heading', { name: 'Thank you: your health history is submitted' })).toBeVisible();
  await expect(p.getByText('Next: mail your sample')).toBeVisible();
  await expectHealthyPage(p);

  // Submitted: read-only.
  await p.getByRole('link', { name: 'See your answers' }).click();
  await expect(p.getByRole('heading', { name: 'Your answers' })).toBeVisible();
  await expect(p.getByText(/Submitted on/)).toBeVisible();
  await expect(p.getByRole('link', { name: /^Edit/ })).toHaveCount(0);
  await expectHealthyPage(p);

  await p.goto('/tests/');
  await expect(p.getByText('Current step: Mail it to the lab.')).toBeVisible();
});
