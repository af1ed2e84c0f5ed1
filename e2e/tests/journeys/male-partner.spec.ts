// Journey (issue 26): the male partner's treatment, paid by his partner's voucher — a patient buys the
// voucher in the shop (shop → payment → confirmation) and gets it by email; in his own browser he
// opens the emailed link, passes the eligibility gate, registers, verifies by his emailed link,
// consents to research (auth), checks out his treatment with the code for
// nothing (care → payment → confirmation, written to him: his intake, not "your partner's voucher"),
// walks his intake (issue 27.7: his words, the men's medication list, terms without results) to
// submitted, and lands on his consult's status page; My Treatments, his shop page and his intake
// say the same (under review).
import type { Page } from '@playwright/test';
import { expect, expectHealthyPage, mailboxUrl, recordCspViolations, SHELL_URL, signIn, test } from '../platform';
import { fillRegistrationForm } from '../registration';
import { freshAccount } from '../shop-accounts';
import { checkoutAndPay, freshEmail, PASSWORD } from './steps';

const CODE = /MP-[A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4}/;
const STATEMENTS = [
  /recently diagnosed with or treated for bacterial vaginosis/,
  /assigned male at birth/,
  /discuss this treatment with another treating clinician/,
  /life-threatening emergency/,
  /I confirm the above is all true/,
];

const stepHeading = (page: Page, name: string) => page.getByRole('heading', { level: 2, name, exact: true });
async function next(page: Page, expected: string, button = 'Next') {
  await page.getByRole('button', { name: button, exact: true }).click();
  await expect(stepHeading(page, expected)).toBeVisible();
  await expectHealthyPage(page);
}

/** The newest email to `to` on the mailbox page whose text matches `pattern`: its article. */
async function openMail(page: Page, to: string, subject: RegExp) {
  await page.goto(mailboxUrl(to));
  const mail = page.getByRole('article', { name: subject }).first();
  await expect(mail).toBeVisible();
  return mail;
}

test("a voucher bought by a patient pays her partner's treatment: he registers through the gate and submits his intake", async ({ page, browser, request }) => {
  test.setTimeout(240_000);
  const buyer = await freshAccount(request, 'voucher-buyer');
  await page.goto('/login/?next=%2Fcare%2Fshop%2F');
  await signIn(page, buyer.email, buyer.password);
  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Male Partner BV Treatment Voucher' }) });
  await card.getByRole('button', { name: /^Add/ }).click();
  expect(await checkoutAndPay(page, { total: '$129' })).toBe('/care/shop/order-complete/');
  // Hers: the voucher is for her partner, emailed to her to forward.
  await expect(page.getByText("Your partner's voucher is emailed")).toBeVisible();
  await expect(page.getByText(/Forward it to him to start his treatment/)).toBeVisible();

  // The voucher email: the code and the link to his gate.
  const voucherMail = await openMail(page, buyer.email, /voucher/i);
  const code = (await voucherMail.textContent())!.match(CODE)![0];
  const gate = await voucherMail.getByRole('link', { name: /\/register\/male-partner\/eligibility\// }).getAttribute('href');

  // He, in his own browser.
  const his = await browser.newContext({ baseURL: SHELL_URL });
  const him = await his.newPage();
  await recordCspViolations(him);
  const email = freshEmail('partner');
  await him.goto(gate!);
  await expect(him.getByRole('heading', { level: 1, name: 'Is this treatment right for you?' })).toBeVisible();
  for (const statement of STATEMENTS) await him.getByRole('checkbox', { name: statement }).check();
  await expectHealthyPage(him);
  await him.getByRole('button', { name: 'Continue' }).click();
  await expect(him.getByRole('heading', { level: 1, name: 'Create your account' })).toBeVisible();
  await fillRegistrationForm(him, { firstName: 'Max', lastName: 'Partner', email, password: PASSWORD });
  await him.getByRole('button', { name: 'Create account' }).click();
  await expect(him).toHaveURL(/\/verify-email\/$/);

  const verify = await openMail(him, email, /Verify your email address/);
  await verify.getByRole('link', { name: /\/verify-email-confirm\/\?hash=/ }).click();
  await expect(him.getByRole('heading', { level: 1, name: 'Email Address Verified' })).toBeVisible();
  // Still signed in from registering, he continues; signed out, the partner login comes first.
  await him.getByRole('link', { name: 'Continue' }).click();
  await expect(him.getByRole('heading', { level: 1, name: 'Taking part in our research' })).toBeVisible();
  await him.getByRole('checkbox', { name: /de-identified data may be used for research/ }).check();
  await him.getByRole('button', { name: 'Agree and continue' }).click();

  // His treatment, paid with the voucher: nothing to pay.
  await expect(him.getByRole('heading', { level: 1, name: 'Your partner treatment' })).toBeVisible();
  await expectHealthyPage(him);
  await him.getByRole('textbox', { name: /Voucher code/ }).fill(code.toLowerCase());
  await him.getByRole('button', { name: 'Continue to checkout' }).click();
  await expect(him.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
  await him.getByRole('button', { name: 'Pay (sandbox)' }).click();
  await expect(him).toHaveURL(/\/treatments\/male-partner\/order-complete\/\?checkout_id=/);
  await expect(him.getByRole('heading', { level: 1, name: 'Thank you for your order' })).toBeVisible();
  // His: the voucher paid his own treatment; what comes next is his intake, nothing to forward.
  const whatNext = him.getByRole('region', { name: 'What happens next' });
  await expect(whatNext.getByText('Complete your intake')).toBeVisible();
  await expect(whatNext.getByText(/your treatment ships once it is prescribed/)).toBeVisible();
  await expect(him.getByText(/voucher is emailed|Forward it to him/)).toHaveCount(0);
  await expect(him.getByText(`Discount (${code})`)).toBeVisible();
  await expectHealthyPage(him);
  await whatNext.getByRole('link', { name: 'Start your intake' }).click();

  // His intake, to submitted.
  await expect(him).toHaveURL(/\/treatments\/consults\/[^/]+\/male-partner\/intake\/intro\/$/);
  const consultUid = new URL(him.url()).pathname.split('/')[3]!;
  await expect(him.getByRole('heading', { level: 1, name: 'Your partner treatment intake' })).toBeVisible();
  await expect(him.getByText(/Your partner was recently diagnosed with or treated for BV; this short intake lets a licensed Flora clinician decide whether you should be treated too/)).toBeVisible();
  await expect(him.getByText(/partner's partner/)).toHaveCount(0);
  await next(him, 'About you', 'Get started');
  await him.getByRole('radiogroup', { name: 'What sex were you assigned at birth?' }).getByRole('radio', { name: 'Male', exact: true }).check();
  await him.getByRole('textbox', { name: /Date of birth/ }).fill('09/12/1988');
  await next(him, 'Allergies');
  await him.getByRole('radiogroup', { name: 'Are you allergic to any medications?' }).getByRole('radio', { name: 'No' }).check();
  await next(him, 'Medications you take');
  // The men's list: his own medications, never the pill or an IUD.
  await expect(him.getByRole('checkbox', { name: 'Finasteride' })).toBeVisible();
  await expect(him.getByRole('checkbox', { name: /contraceptive pill|IUD/ })).toHaveCount(0);
  const search = him.getByRole('searchbox', { name: 'Search medications' });
  await search.fill('IUD');
  await expect(him.getByText('No medication matches “IUD”. Add it below instead.')).toBeVisible();
  await search.fill('pill');
  await expect(him.getByText('No medication matches “pill”. Add it below instead.')).toBeVisible();
  await search.fill('tams');
  await expect(him.getByRole('checkbox', { name: 'Tamsulosin' })).toBeVisible();
  await search.fill('');
  await him.getByRole('checkbox', { name: "I don't take any medications" }).check();
  await next(him, 'Shipping address');
  await him.getByRole('textbox', { name: 'Street address' }).fill('1200 Lake Shore Dr');
  await him.getByRole('textbox', { name: 'City' }).fill('Chicago');
  await him.getByRole('combobox', { name: 'State' }).selectOption('IL');
  await him.getByRole('textbox', { name: 'ZIP code' }).fill('60610');
  await next(him, 'Terms and consent');
  // He has no test results: the clinician reviews his answers.
  await expect(him.getByText('A licensed clinician reviews your answers and, if appropriate, prescribes your treatment.')).toBeVisible();
  await expect(him.getByText(/reviews your results/)).toHaveCount(0);
  await expect(him.getByRole('checkbox', { name: /not trying to conceive/ })).toHaveCount(0);
  await him.getByRole('checkbox', { name: /I agree to Flora's terms/ }).check();
  await next(him, 'Review your answers', 'Review your answers');
  await him.getByRole('button', { name: 'Submit for review' }).click();

  // Submitted, he lands on his consult's status page: under review.
  await expect(him).toHaveURL(new RegExp(`/treatments/consults/${consultUid}/$`));
  await expect(him.getByRole('heading', { level: 1, name: 'Male partner treatment' })).toBeVisible();
  const status = him.getByRole('region', { name: 'Status' });
  await expect(status.getByText('Under review').first()).toBeVisible();
  await expect(status.getByText('A clinician is reviewing', { exact: true })).toBeVisible();
  await expect(him.getByRole('link', { name: 'Back to Care' })).toHaveCount(0);
  await expectHealthyPage(him);

  // My Treatments (his header's "My Treatment") shows it under way, under review.
  await him.getByRole('link', { name: 'Back to My Treatments' }).click();
  await expect(him).toHaveURL(/\/treatments\/$/);
  await expect(him.getByRole('heading', { level: 1, name: 'My Treatments' })).toBeVisible();
  const current = him.getByRole('region', { name: 'Current programs' });
  await expect(current.getByText('Male partner treatment')).toBeVisible();
  await expect(current.getByText(/Under review/).first()).toBeVisible();
  await expectHealthyPage(him);

  // His shop page: the treatment ordered, under review, with the way to the status page.
  await him.goto('/care/shop/');
  await expect(him).toHaveURL(/\/treatments\/shop\/$/);
  await expect(him.getByText('Under review')).toBeVisible();
  await expect(him.getByRole('link', { name: 'View consultation status' })).toHaveAttribute('href', `/treatments/consults/${consultUid}/`);
  await expectHealthyPage(him);

  // His intake, opened again: read-only, leading to the same status page.
  await him.goto('/treatments/male-partner/intake/start');
  await expect(him.getByText('A clinician is reviewing your intake')).toBeVisible();
  await expect(him.getByRole('link', { name: 'Edit' })).toHaveCount(0);
  await expect(him.getByRole('link', { name: 'See your treatment status' })).toHaveAttribute('href', `/treatments/consults/${consultUid}/`);
  await expectHealthyPage(him);
  await his.close();
});
