// The steps people take in the journeys (issue 26), each as that person does it in the browser:
// registering and verifying by the emailed link, buying from the cart through the sandbox payment
// page, the health history, the vaginitis intake, and the clinician's review in /clinic/. Only what no
// screen does is done through the API, as the party who does it: the lab reporting a result (staff's
// lab route) and the kit arriving in the post (its code read from her order).
import path from 'node:path';
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { DEMO_PASSWORD, expect, expectHealthyPage, mailboxUrl, recordCspViolations, signIn } from '../platform';
import { BV_RESULT, bearer } from '../care-purchase';
import { fillRegistrationForm } from '../registration';

export const PASSWORD = 'journey-passphrase-2026';
const TINY_ID = path.join(__dirname, '..', '..', 'fixtures', 'tiny-id.png');

/** A unique address for a journey's fresh account. */
export const freshEmail = (label: string) => `e2e-${label}-${Date.now()}-${Math.floor(Math.random() * 1e4)}@flora.test`;

/** A date `days` from today, typed as MM/DD/YYYY (the browser's local day). */
export function typedDay(days: number): string {
  const d = new Date();
  d.setDate(d.getDate() + days);
  return `${String(d.getMonth() + 1).padStart(2, '0')}/${String(d.getDate()).padStart(2, '0')}/${d.getFullYear()}`;
}

/**
 * Registers at `start` (the Account Creation form), opens the verification link from the mailbox
 * page, and continues: she lands where the link sends her (`lands`).
 */
export async function registerAndVerify(page: Page, email: string, options: { start?: string; firstName?: string; lands?: RegExp } = {}) {
  await page.goto(options.start ?? '/register/');
  await fillRegistrationForm(page, { firstName: options.firstName ?? 'Jo', lastName: 'Journey', email, password: PASSWORD, researchConsent: true });
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/verify-email\/$/);
  await expectHealthyPage(page);
  await page.goto(mailboxUrl(email));
  await page.getByRole('article', { name: 'Verify your email address for Flora' }).first().getByRole('link', { name: /\/verify-email-confirm\/\?hash=/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Email Address Verified' })).toBeVisible();
  await page.getByRole('link', { name: 'Continue' }).click();
  await expect(page).toHaveURL(options.lands ?? /\/tests\/$/);
}

/**
 * From the open cart panel: chooses the delivery, checks out, reads on the sandbox page the total the
 * order will charge, pays, and lands on the order confirmation. Answers the path it landed on.
 */
export async function checkoutAndPay(page: Page, { delivery = 'Standard shipping', total }: { delivery?: string; total: string }) {
  const panel = page.getByRole('dialog', { name: 'Your cart' });
  await expect(panel).toBeVisible();
  await expectHealthyPage(page);
  const option = panel.getByRole('radio', { name: new RegExp(delivery) });
  if (await option.count()) await option.check();
  await panel.getByRole('button', { name: 'Checkout' }).click();
  await expect(page).toHaveURL(/\/api\/v1\/checkout\/[^/]+\/(\?.*)?$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
  // The total on the payment page is the one the order charges (the chosen delivery included).
  await expect(page.getByRole('row', { name: /^Total / })).toHaveText(new RegExp(`Total\\s*\\${total}$`));
  await expectHealthyPage(page);
  await page.getByRole('button', { name: 'Pay (sandbox)' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Thank you for your order' })).toBeVisible();
  await expect(page.getByText(new RegExp(`Total paid\\s*\\${total}`))).toBeVisible();
  await expectHealthyPage(page);
  return new URL(page.url()).pathname;
}

/** The code of the newest kit she bought, as printed on the card in the box (her order lists it). */
export async function kitInThePost(request: APIRequestContext, email: string): Promise<string> {
  const auth = await bearer(request, email, PASSWORD);
  const orders = (await (await request.get('/api/v1/orders/', { headers: auth })).json()) as { test_kits: { hash: string }[] }[];
  const hash = orders.flatMap((o) => o.test_kits.map((k) => k.hash))[0];
  expect(hash, 'a kit on her order').toBeTruthy();
  return hash;
}

/**
 * The patient, in her own browser, opens the provider-test link her provider's order emailed her,
 * creates her account from it, verifies her email from the mailbox and comes back to the link.
 * Answers the link's path.
 */
export async function registerFromProviderLink(her: Page, email: string, { firstName, payment }: { firstName: string; payment: RegExp }) {
  await her.goto(mailboxUrl(email));
  await her.getByRole('link', { name: /\/provider-test\// }).first().click();
  await expect(her.getByRole('heading', { level: 1, name: 'A test from your provider' })).toBeVisible();
  await expect(her.getByText(payment)).toBeVisible();
  await expectHealthyPage(her);
  const link = new URL(her.url()).pathname;
  await her.getByRole('link', { name: 'Create an account' }).click();
  await fillRegistrationForm(her, { firstName, lastName: 'Patient', email, password: PASSWORD, researchConsent: true });
  await her.getByRole('button', { name: 'Create account' }).click();
  await expect(her.getByText(`You are signed in as ${email}.`)).toBeVisible();
  await her.goto(mailboxUrl(email));
  await her.getByRole('article', { name: 'Verify your email address for Flora' }).first().getByRole('link', { name: /\/verify-email-confirm\/\?hash=/ }).click();
  await expect(her.getByRole('heading', { level: 1, name: 'Email Address Verified' })).toBeVisible();
  await her.goto(link);
  return link;
}

const heading2 = (page: Page, name: string) => page.getByRole('heading', { level: 2, name });

async function next(page: Page, expected: string, button = 'Next') {
  await page.getByRole('button', { name: button, exact: true }).click();
  await expect(heading2(page, expected)).toBeVisible();
}

async function choose(page: Page, group: string, option: string | RegExp) {
  await page.getByRole('radiogroup', { name: group }).getByRole('radio', { name: option, exact: typeof option === 'string' }).check();
}

interface HealthHistory {
  /** The symptoms she ticks (none by default). */
  symptoms?: string[];
  /** Her answer to sharing results with her provider. */
  providerRelease?: boolean;
}

/** Activates the kit on My Tests, then fills its health history (fillHealthHistory). */
export async function activateAndFillHealthHistory(page: Page, kit: string, answers: HealthHistory = {}) {
  await page.goto('/tests/');
  await page.getByRole('textbox', { name: 'Test ID' }).fill(kit);
  await page.getByRole('button', { name: 'Activate kit' }).click();
  await page.getByRole('link', { name: 'Continue to consent and health history' }).click();
  await fillHealthHistory(page, answers);
}

/**
 * From the test's consent page: consents and fills the whole health history in one sitting (with the
 * symptoms given, or none), records the sample and submits.
 */
export async function fillHealthHistory(page: Page, { symptoms = [], providerRelease = false }: HealthHistory = {}) {
  await expect(page.getByRole('heading', { name: 'Before you start: your consent' })).toBeVisible();
  await page.getByRole('checkbox', { name: /I consent/ }).check();
  await page.getByRole('button', { name: 'Give consent and start' }).click();
  await expect(heading2(page, 'How you feel right now')).toBeVisible();
  if (symptoms.length) {
    for (const symptom of symptoms) await page.getByRole('checkbox', { name: symptom, exact: true }).check();
    await expect(page.getByRole('heading', { name: 'Relief for your symptoms' })).toBeVisible();
    await expectHealthyPage(page);
  } else {
    await page.getByRole('checkbox', { name: 'None of these', exact: true }).check();
  }
  await next(page, 'About your symptoms');
  if (symptoms.length) await choose(page, 'How long have you had these symptoms?', 'Less than a week');
  await next(page, 'Your cycle and your microbiome');
  await next(page, 'Your periods', 'Continue');
  await choose(page, 'Do you currently have periods?', 'No');
  await next(page, 'Hormones');
  await choose(page, 'Which best describes you?', 'I have not reached menopause');
  await choose(page, 'Are you using hormone therapy, including vaginal estrogen?', 'No');
  await next(page, 'Sex and the vaginal microbiome');
  await next(page, 'Sexual activity', 'Continue');
  await choose(page, 'Have you had vaginal sex in the last 3 months?', 'No');
  await next(page, 'Contraception');
  await page.getByRole('checkbox', { name: 'Condoms' }).check();
  await next(page, 'Pregnancy');
  await choose(page, 'Are you pregnant?', 'No');
  await choose(page, 'Are you trying to conceive?', 'No');
  await next(page, 'Breastfeeding');
  await choose(page, 'Are you breastfeeding or chestfeeding?', 'No');
  await next(page, 'Antibiotics and your results');
  await next(page, 'Recent antibiotics', 'Continue');
  await choose(page, 'Have you taken antibiotics in the last 30 days?', 'No');
  await next(page, 'Past diagnoses');
  await page.getByRole('checkbox', { name: 'None of these' }).check();
  await next(page, 'Products and care team notes');
  await page.getByRole('checkbox', { name: 'None of these' }).check();
  await next(page, 'When to take your sample');
  await next(page, 'Your sample', "I'm ready to take my sample");
  await page.getByRole('textbox', { name: /pH from the strip/ }).fill('4.6');
  await page.getByRole('button', { name: 'Record my sample' }).click();
  await expect(heading2(page, 'Sharing your results')).toBeVisible();
  await choose(page, 'Share my results with my healthcare provider?', providerRelease ? 'Yes, my provider may see my results' : 'No, keep my results to myself');
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await expect(heading2(page, 'Review your answers')).toBeVisible();
  await page.getByRole('checkbox', { name: /I have reviewed my responses/ }).check();
  await page.getByRole('button', { name: 'Submit health history' }).click();
  await expect(page.getByRole('heading', { name: 'Thank you: your health history is submitted' })).toBeVisible();
  await expectHealthyPage(page);
}

/** The lab receives her sample and reports its result (staff's lab routes: no screen does this). */
export async function labReports(request: APIRequestContext, kit: string, result: typeof BV_RESULT & { pcr_findings?: { target: string; detected: boolean }[] } = BV_RESULT) {
  const staff = await bearer(request, 'staff@flora.test', DEMO_PASSWORD);
  expect((await request.post(`/api/internal/lab/tests/${kit}/receive/`, { headers: staff })).ok()).toBe(true);
  const reported = await request.post(`/api/internal/lab/tests/${kit}/results/`, { headers: staff, data: result });
  expect(reported.ok(), await reported.text()).toBe(true);
}

/**
 * A clinical intake from its first step (symptoms) to submitted: the vaginitis intake with a photo of
 * her ID, or the ungated-Rx intake with its consent to treatment without test results. The page then
 * says a clinician is reviewing it.
 */
export async function clinicalIntake(page: Page, kind: 'vaginitis' | 'ungated-rx') {
  await expect(heading2(page, 'Your symptoms')).toBeVisible();
  await expectHealthyPage(page);
  await page.getByRole('checkbox', { name: 'Odor' }).check();
  await choose(page, 'How long have you had these symptoms?', '1 to 4 weeks');
  await next(page, 'About you and your health history');
  await page.getByRole('textbox', { name: /Date of birth/ }).fill('04/02/1990');
  await next(page, 'Medications you take');
  await page.getByRole('checkbox', { name: "I don't take any medications" }).check();
  await next(page, 'Allergies');
  await choose(page, 'Are you allergic to any medications?', 'No');
  await next(page, 'Pregnancy and breastfeeding');
  await choose(page, 'Are you pregnant?', "I'm not pregnant");
  await choose(page, 'Are you breastfeeding?', 'No');
  await next(page, 'Your pharmacy');
  await choose(page, 'How would you like to get your prescription?', /Ship it to me/);
  await next(page, 'Shipping address');
  await page.getByRole('textbox', { name: 'Street address' }).fill('4100 S Congress Ave');
  await page.getByRole('textbox', { name: 'City' }).fill('Austin');
  await page.getByRole('combobox', { name: 'State' }).selectOption('TX');
  await page.getByRole('textbox', { name: 'ZIP code' }).fill('73301');
  if (kind === 'vaginitis') {
    await next(page, 'Photo of your ID');
    await page.getByLabel('Photo of your ID').setInputFiles(TINY_ID);
    await expect(page.getByText('Your ID photo is uploaded')).toBeVisible();
  } else {
    await next(page, 'Treatment without test results');
    await page.getByRole('checkbox', { name: /agree to be treated based on my symptoms, without test results/ }).check();
  }
  await next(page, 'Terms and consent');
  await page.getByRole('checkbox', { name: /I agree to Flora's terms/ }).check();
  await page.getByRole('checkbox', { name: /not trying to conceive/ }).check();
  await next(page, 'Review your answers', 'Review your answers');
  await page.getByRole('button', { name: 'Submit for review' }).click();
  await expect(page.getByText('A clinician is reviewing your intake')).toBeVisible();
  await expectHealthyPage(page);
}

/**
 * Staff, in a browser of their own through the shell: picks the patient's submitted consult up from
 * the review queue at /clinic/, reads what it holds (her result and photo ID for a vaginitis
 * consult), prescribes boric acid with two refills, plans three weeks and completes the consult.
 */
export async function clinicianCompletes(browser: Browser, patient: { email: string; name: string; vaginitis?: boolean }) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await recordCspViolations(page);
  await page.goto('/login/');
  await signIn(page, 'staff@flora.test');
  await expect(page).not.toHaveURL(/\/login\//);
  await page.getByRole('link', { name: 'Clinic' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Review queue' })).toBeVisible();
  const row = page.getByRole('region', { name: 'Waiting for review' }).getByRole('row').filter({ hasText: patient.email });
  await expect(row).toContainText(/waiting (less than a minute|\d+ (min|h))/);
  await expectHealthyPage(page);
  await row.getByRole('button', { name: /^Pick up the consult of / }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Consult: ${patient.name}` })).toBeVisible();
  await expect(page.getByText('In review', { exact: true })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Patient' })).toContainText(patient.email);
  await expect(page.getByRole('button', { name: 'Complete consult' })).toBeDisabled();
  if (patient.vaginitis ?? true) {
    await expect(page.getByRole('region', { name: 'Result summary' })).toContainText('CST IV-B');
    await expect(page.getByRole('img', { name: `Government ID uploaded by ${patient.name}` })).toBeVisible();
  }
  await expect(page.getByRole('region', { name: 'Intake answers' })).toContainText('Odor');
  await expectHealthyPage(page);

  const prescriptions = page.getByRole('form', { name: 'Prescriptions' });
  await prescriptions.getByRole('checkbox', { name: 'Boric Acid Suppositories' }).check();
  await prescriptions.getByRole('spinbutton', { name: 'Refills of Boric Acid Suppositories' }).fill('2');
  await prescriptions.getByRole('button', { name: 'Save prescriptions' }).click();
  await expect(prescriptions.getByText('Prescriptions saved.')).toBeVisible();

  const plan = page.getByRole('form', { name: 'Treatment plan' });
  for (let i = 0; i < 3; i += 1) await plan.getByRole('button', { name: 'Remove the last week' }).click();
  await plan.getByRole('checkbox', { name: 'Boric Acid Suppositories in week 1' }).check();
  await plan.getByRole('checkbox', { name: 'Boric Acid Suppositories in week 2' }).check();
  await plan.getByRole('checkbox', { name: 'Vaginal Probiotic in week 1' }).check();
  await plan.getByRole('button', { name: 'Save treatment plan' }).click();
  await expect(plan.getByText('Treatment plan saved.')).toBeVisible();

  await page.getByRole('button', { name: 'Complete consult' }).click();
  await page.getByRole('dialog', { name: 'Complete this consult?' }).getByRole('button', { name: 'Complete consult' }).click();
  await expect(page.getByText('Complete: the patient has been told her treatment is ready')).toBeVisible();
  await expectHealthyPage(page);
  await context.close();
}

/** Buys a kit in the shop (the STI + expanded PCR panel with it when asked) and answers its code from her order. */
export async function buyKit(page: Page, request: APIRequestContext, email: string, { pcrPanel = false } = {}) {
  await page.getByRole('link', { name: 'Shop', exact: true }).click();
  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Vaginal Microbiome Test' }) });
  if (pcrPanel) await card.getByRole('checkbox', { name: /STI \+ expanded PCR panel/ }).check();
  await card.getByRole('button', { name: /^Add/ }).click();
  expect(await checkoutAndPay(page, { total: pcrPanel ? '$228' : '$129' })).toBe('/tests/order-complete/');
  await expect(page.getByText('Your test kit is on its way')).toBeVisible();
  return kitInThePost(request, email);
}
