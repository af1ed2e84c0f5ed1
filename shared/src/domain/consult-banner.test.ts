import {
  BANNER_LINK_LABELS,
  canMessageProvider,
  consultBannerCopy,
  consultBannerLinks,
  consultBannerMessage,
  hasWarningBanner,
} from './consult-banner';
import { isIntakeIncomplete } from './consult-status';
import { LIST_LABELS } from './list-labels';

const ALL = ['IN', 'OR', 'ST', 'SU', 'PR', 'CP', 'COMPLETE', 'ER', 'RF', 'IE', 'ID', 'CA', 'XX', undefined];
const email = 'care@flora.test';
// SPEC §8 banner messages, verbatim, with {email} filled.
const INTAKE = 'Request cannot be processed until clinical intake is complete, click here to complete.';
const DEFAULT = 'You should hear back from a clinician within a stated time with your finalized treatment.';
const ERROR = 'Something was wrong with your consult. Reach out to care@flora.test if you have questions.';
const REFERRED = 'Your consult has been canceled. If this was unexpected, please reach out to care@flora.test';
const INELIGIBLE = 'You were ineligible for treatment. Reach out to care@flora.test if you have questions.';
const ID_FAILURE = 'ID verification failed, click here to reupload';
const COMPLETE_INTAKE = 'Please complete your clinical intake to begin your consultation.';

describe('consult banner status sets (SPEC §4 banner rules)', () => {
  it.each(ALL)('status %p', (status) => {
    expect(hasWarningBanner(status)).toBe(['ID', 'OR', 'ST'].includes(status as string));
    expect(isIntakeIncomplete(status)).toBe(['IN', 'OR', 'ST'].includes(status as string));
  });

  it.each([
    ['IN', false, []],
    ['IN', true, ['completeIntake']],
    // SPEC hides it for ORDERED too; a paid consult waiting for its intake shows it (issue 26).
    ['OR', false, ['completeIntake']],
    ['OR', true, ['completeIntake']],
    ['ST', false, ['completeIntake']],
  ])('intake link for %s with showOptedInIntakeLink=%p: %p', (status, showOptedInIntakeLink, links) => {
    expect(consultBannerLinks(status, { showOptedInIntakeLink })).toEqual(links);
  });
});

describe('message-provider action (SPEC §4)', () => {
  const offered = ['IN', 'ST', 'OR', 'ER', 'RF', 'IE', 'CA'];
  it.each(ALL)('status %p: offered only with messaging enabled and a listed status', (status) => {
    expect(canMessageProvider({ status, providerMessagingEnabled: true })).toBe(offered.includes(status as string));
    expect(canMessageProvider({ status, providerMessagingEnabled: false })).toBe(false);
    expect(canMessageProvider({ status })).toBe(false);
  });

  it.each(ALL)('status %p: always offered with the override flag', (status) => {
    expect(canMessageProvider({ status, alwaysOfferProviderMessaging: true })).toBe(true);
  });
});

describe('banner messages (SPEC §8)', () => {
  it.each([
    ['ID', ID_FAILURE],
    ['IN', INTAKE],
    ['OR', INTAKE],
    ['ST', INTAKE],
    ['ER', ERROR],
    ['RF', REFERRED],
    ['IE', INELIGIBLE],
    ['CA', 'Your consult was cancelled. Reach out to care@flora.test if you have questions.'],
    ['SU', DEFAULT],
    ['PR', DEFAULT],
    ['XX', DEFAULT],
    [null, DEFAULT],
  ])('%p gives %p', (status, message) => {
    expect(consultBannerMessage(status, { email })).toBe(message);
  });

  it('a male partner whose order is unpaid (IN) sees "Order not complete"', () => {
    expect(consultBannerMessage('IN', { email, isMalePartner: true })).toBe('Order not complete');
  });

  it.each(['OR', 'ST'])('a male partner who has paid (%s) is asked for his intake, not his order (issue 27)', (status) => {
    expect(consultBannerMessage(status, { email, isMalePartner: true })).toBe('Request cannot be processed until clinical intake is complete, click here to complete.');
  });
});

describe('banner title and note (SPEC §4)', () => {
  const finalizing = 'A clinician is finalizing your treatment';
  it.each([
    ['IN', 'Complete your clinical intake', COMPLETE_INTAKE],
    ['OR', 'Complete your clinical intake', COMPLETE_INTAKE],
    ['ST', 'Complete your clinical intake', COMPLETE_INTAKE],
    ['SU', 'A clinician is reviewing', 'Email care@flora.test if you have any questions.'],
    ['PR', finalizing, DEFAULT],
    ['ER', finalizing, ERROR],
    ['RF', finalizing, REFERRED],
    ['IE', finalizing, INELIGIBLE],
    // On hold for a new photo ID, not being finalized (our deviation from SPEC §4).
    ['ID', 'ID verification failed', "The clinician couldn't verify your identity from the photo of your ID, so your consultation is on hold. Upload a new photo to send it back for review."],
    ['CP', 'Your treatment is ready!', null],
    ['COMPLETE', 'Your treatment is ready!', null],
  ])('own consult type in %s: %p', (status, title, note) => {
    expect(consultBannerCopy({ status, email })).toEqual({ title, note });
  });

  it.each(['CA', 'XX', undefined])('own consult type in %p: no banner', (status) => {
    expect(consultBannerCopy({ status, email })).toBeNull();
  });

  it.each(['SU', 'CP', 'XX'])('the intake-required flag wins over status %p', (status) => {
    expect(consultBannerCopy({ status, email, intakeRequired: true })).toEqual({
      title: 'Complete your clinical intake',
      note: 'A clinician cannot review your consultation until your clinical intake is complete.',
    });
  });

  it.each([
    ['IN', 'Complete your order'],
    ['OR', 'Complete your clinical intake'],
    ['ST', 'Complete your clinical intake'],
    ['SU', 'A clinician is reviewing'],
    ['CP', 'Your treatment is ready!'],
  ])('male partner in %s: %p', (status, title) => {
    expect(consultBannerCopy({ status, email, isMalePartner: true, intakeRequired: false })?.title).toBe(title);
  });

  it('a male partner whose order is incomplete (unpaid) sees the order note', () => {
    expect(consultBannerCopy({ status: 'IN', email, isMalePartner: true, intakeRequired: true })).toEqual({
      title: 'Complete your order',
      note: 'Your order is not complete. Continue to complete your male partner treatment order.',
    });
  });

  it.each([
    ['CP', 'A provider has prescribed your treatment!'],
    ['COMPLETE', 'A provider has prescribed your treatment!'],
    ['SU', 'A provider is finalizing your treatments!'],
    ['IN', 'A provider is finalizing your treatments!'],
    ['CA', 'A provider is finalizing your treatments!'],
    ['XX', 'A provider is finalizing your treatments!'],
  ])('provider consult type in %s: %p', (status, title) => {
    expect(consultBannerCopy({ status, email, wording: 'provider', intakeRequired: true })).toEqual({ title, note: null });
  });
});

describe('banner links and list labels (SPEC §2.10)', () => {
  it.each([
    ['ID', false, ['reuploadId']],
    ['IN', false, []],
    ['IN', true, ['completeIntake']],
    ['OR', false, ['completeIntake']],
    ['ST', false, ['completeIntake']],
    ['CP', false, ['viewTreatments', 'trackOrder']],
    ['SU', false, []],
    ['XX', false, []],
  ])('%s (showOptedInIntakeLink=%p) links %p', (status, showOptedInIntakeLink, links) => {
    expect(consultBannerLinks(status, { showOptedInIntakeLink })).toEqual(links);
  });

  it('keeps the labels verbatim', () => {
    expect(BANNER_LINK_LABELS).toMatchObject({
      viewTreatments: 'View my treatments',
      trackOrder: 'Track your order',
      messageProvider: 'Message your provider now',
    });
    expect(Object.values(LIST_LABELS)).toEqual([
      'Test ID',
      'Order #',
      'Order Date',
      'Test Date',
      'Clinical Intake',
      'Intake Form',
      'View',
      'Order placed',
    ]);
  });
});
