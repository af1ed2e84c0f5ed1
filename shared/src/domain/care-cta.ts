// The care call-to-action label by consult (SPEC §4 care CTA label).
import { BANNER_LINK_LABELS } from './consult-banner';
import { A_LA_CARE_PURCHASE_TYPE } from './constants';
import { CONSULT_STATUS, isConsultComplete, toConsultStatus } from './consult-status';

export const CARE_CTA_LABELS = {
  viewProgram: 'View treatment program',
  viewStatus: 'View consultation status',
  completeIntake: 'Complete intake',
  reuploadId: BANNER_LINK_LABELS.reuploadId,
  getStarted: 'Get started',
} as const;

type CtaConsult = { status: unknown; purchase_type?: string | null; consult_pending?: boolean; consult_paid?: boolean };

/**
 * First match wins: complete à-la-care consult, pending, ID_FAILURE, paid, else (also with no
 * consult) 'Get started'. ID_FAILURE is ours (SPEC §4 would say 'Complete intake' for a paid consult
 * whose intake is long submitted): its one action is the banner's, re-uploading the photo ID.
 */
export function careCtaLabel(consult: CtaConsult | null | undefined): string {
  if (!consult) return CARE_CTA_LABELS.getStarted;
  if (isConsultComplete(consult.status) && consult.purchase_type === A_LA_CARE_PURCHASE_TYPE) return CARE_CTA_LABELS.viewProgram;
  if (consult.consult_pending) return CARE_CTA_LABELS.viewStatus;
  if (toConsultStatus(consult.status) === CONSULT_STATUS.ID_FAILURE) return CARE_CTA_LABELS.reuploadId;
  if (consult.consult_paid) return CARE_CTA_LABELS.completeIntake;
  return CARE_CTA_LABELS.getStarted;
}
