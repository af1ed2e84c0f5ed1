// The consult banner of SPEC §2.10 and §4 (banner rules), with the banner messages of SPEC §8.
import { CONSULT_STATUS as S, type ConsultStatusCode, isIntakeIncomplete, isStatusIn, toConsultStatus } from './consult-status';

/** Statuses whose banner is a warning (SPEC §4). */
export const WARNING_BANNER_STATUSES: readonly ConsultStatusCode[] = [S.ID_FAILURE, S.ORDERED, S.INTAKE_STARTED];

/** Statuses in which the message-provider action is offered when messaging is enabled (SPEC §4). */
export const MESSAGE_PROVIDER_STATUSES: readonly ConsultStatusCode[] = [
  S.OPTED_IN,
  S.INTAKE_STARTED,
  S.ORDERED,
  S.ERROR,
  S.REFERRED,
  S.INELIGIBLE,
  S.CANCELLED,
];

export const hasWarningBanner = (status: unknown): boolean => isStatusIn(status, WARNING_BANNER_STATUSES);

/**
 * A male partner's order is not complete while it is unpaid (OPTED_IN). Once paid (ORDERED, his
 * intake started) his order is complete and what is left is his intake (issue 27): saying "your order
 * is not complete" to a man who has paid is false.
 */
export const isMalePartnerOrderIncomplete = (status: unknown): boolean => toConsultStatus(status) === S.OPTED_IN;

/**
 * Whether the intake link is hidden: for OPTED_IN (not paid yet), except when the second flag of
 * SPEC §4 is set (SPEC does not name it; here `showOptedInIntakeLink`). SPEC hides it for ORDERED too;
 * we show it (issue 26): an ordered consult is paid and waits for its intake, and the banner is the
 * way into it from My Tests (Care's card carries it there).
 */
function isIntakeLinkHidden(status: unknown, { showOptedInIntakeLink = false } = {}): boolean {
  return toConsultStatus(status) === S.OPTED_IN && !showOptedInIntakeLink;
}

/** The message-provider action: messaging enabled and a listed status, or the override flag (SPEC §4). */
export function canMessageProvider(input: {
  status: unknown;
  providerMessagingEnabled?: boolean;
  alwaysOfferProviderMessaging?: boolean;
}): boolean {
  if (input.alwaysOfferProviderMessaging) return true;
  return !!input.providerMessagingEnabled && isStatusIn(input.status, MESSAGE_PROVIDER_STATUSES);
}

/** Banner messages of SPEC §8; `{email}` is filled by fillEmail. */
export const BANNER_MESSAGES = {
  idFailure: 'ID verification failed, click here to reupload',
  intakeIncomplete: 'Request cannot be processed until clinical intake is complete, click here to complete.',
  orderNotComplete: 'Order not complete',
  error: 'Something was wrong with your consult. Reach out to {email} if you have questions.',
  referred: 'Your consult has been canceled. If this was unexpected, please reach out to {email}',
  ineligible: 'You were ineligible for treatment. Reach out to {email} if you have questions.',
  cancelled: 'Your consult was cancelled. Reach out to {email} if you have questions.',
  default: 'You should hear back from a clinician within a stated time with your finalized treatment.',
} as const;

export const fillEmail = (template: string, email: string): string => template.replaceAll('{email}', email);

const MESSAGE_BY_STATUS: Partial<Record<ConsultStatusCode, keyof typeof BANNER_MESSAGES>> = {
  [S.ID_FAILURE]: 'idFailure',
  [S.ERROR]: 'error',
  [S.REFERRED]: 'referred',
  [S.INELIGIBLE]: 'ineligible',
  [S.CANCELLED]: 'cancelled',
};

/**
 * The banner message of SPEC §8 for a status, `{email}` filled. Intake-incomplete statuses give the
 * intake message (a male partner's unpaid order: 'Order not complete'); other and unknown statuses the default.
 */
export function consultBannerMessage(status: unknown, { email, isMalePartner = false }: { email: string; isMalePartner?: boolean }): string {
  const code = toConsultStatus(status);
  if (isMalePartner && isMalePartnerOrderIncomplete(code)) return BANNER_MESSAGES.orderNotComplete;
  if (isIntakeIncomplete(code)) return BANNER_MESSAGES.intakeIncomplete;
  const key = code === 'unknown' ? undefined : MESSAGE_BY_STATUS[code];
  return fillEmail(BANNER_MESSAGES[key ?? 'default'], email);
}

export interface BannerCopy {
  title: string;
  note: string | null;
}

/** Titles and notes of SPEC §4. Notes SPEC only paraphrases are our wording. */
export const CONSULT_BANNER_COPY = {
  intakeRequired: {
    title: 'Complete your clinical intake',
    note: 'A clinician cannot review your consultation until your clinical intake is complete.',
  },
  intakeIncomplete: {
    title: 'Complete your clinical intake',
    note: 'Please complete your clinical intake to begin your consultation.',
  },
  submitted: { title: 'A clinician is reviewing', note: 'Email {email} if you have any questions.' },
  finalizing: { title: 'A clinician is finalizing your treatment', note: null },
  // Not 'finalizing' as SPEC §4 has it: nothing moves until she uploads a new photo, so every page
  // (banner, Care, the consult, the reupload screen) says that, with the one action 'Reupload ID'.
  idFailure: {
    title: 'ID verification failed',
    note: "The clinician couldn't verify your identity from the photo of your ID, so your consultation is on hold. Upload a new photo to send it back for review.",
  },
  complete: { title: 'Your treatment is ready!', note: null },
  malePartnerOrderIncomplete: {
    title: 'Complete your order',
    note: 'Your order is not complete. Continue to complete your male partner treatment order.',
  },
  providerPrescribed: { title: 'A provider has prescribed your treatment!', note: null },
  providerFinalizing: { title: 'A provider is finalizing your treatments!', note: null },
} as const satisfies Record<string, BannerCopy>;

const FINALIZING_STATUSES: readonly ConsultStatusCode[] = [S.IN_PROGRESS, S.ERROR, S.REFERRED, S.INELIGIBLE];

/** 'clinician' for the user's own consult type, 'provider' for a consult of the other (provider) type. */
export type BannerWording = 'clinician' | 'provider';

export interface ConsultBannerInput {
  status: unknown;
  email: string;
  wording?: BannerWording;
  /** The intake-required flag of SPEC §4. */
  intakeRequired?: boolean;
  isMalePartner?: boolean;
}

/**
 * Title and note of the consult banner (SPEC §4), or null when no banner applies (CANCELLED and
 * unknown statuses in clinician wording). Priority: male-partner incomplete order, provider wording,
 * intake-required flag, then the status. Finalizing statuses carry their SPEC §8 message as the note;
 * ID_FAILURE has its own copy (CONSULT_BANNER_COPY.idFailure).
 */
export function consultBannerCopy(input: ConsultBannerInput): BannerCopy | null {
  const { status, email, wording = 'clinician', intakeRequired = false, isMalePartner = false } = input;
  const code = toConsultStatus(status);
  const copy = CONSULT_BANNER_COPY;
  if (isMalePartner && isMalePartnerOrderIncomplete(code)) return copy.malePartnerOrderIncomplete;
  if (wording === 'provider') return code === S.COMPLETE ? copy.providerPrescribed : copy.providerFinalizing;
  if (intakeRequired) return copy.intakeRequired;
  if (isIntakeIncomplete(code)) return copy.intakeIncomplete;
  if (code === S.SUBMITTED) return { ...copy.submitted, note: fillEmail(copy.submitted.note, email) };
  if (code === S.ID_FAILURE) return copy.idFailure;
  if (isStatusIn(code, FINALIZING_STATUSES)) return { ...copy.finalizing, note: consultBannerMessage(code, { email }) };
  if (code === S.COMPLETE) return copy.complete;
  return null;
}

/** Link labels of SPEC §2.10. */
export const BANNER_LINK_LABELS = {
  completeIntake: 'Complete intake',
  reuploadId: 'Reupload ID',
  viewTreatments: 'View my treatments',
  trackOrder: 'Track your order',
  messageProvider: 'Message your provider now',
} as const;
export type BannerLink = keyof typeof BANNER_LINK_LABELS;

/**
 * The banner's links for a status (SPEC §2.10 lists them without saying when; our mapping):
 * ID_FAILURE reupload ID; intake-incomplete statuses the intake link unless hidden; COMPLETE the
 * treatments and the order tracking. The message-provider action is decided by canMessageProvider.
 */
export function consultBannerLinks(status: unknown, options: { showOptedInIntakeLink?: boolean } = {}): BannerLink[] {
  const code = toConsultStatus(status);
  if (code === S.ID_FAILURE) return ['reuploadId'];
  if (isIntakeIncomplete(code)) return isIntakeLinkHidden(code, options) ? [] : ['completeIntake'];
  if (code === S.COMPLETE) return ['viewTreatments', 'trackOrder'];
  return [];
}
