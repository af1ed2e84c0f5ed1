// The care call-to-action label by consult (SPEC §4 care CTA label).
import { A_LA_CARE_PURCHASE_TYPE } from './constants';
import { isConsultComplete } from './consult-status';

export const CARE_CTA_LABELS = {
  viewProgram: 'View treatment program',
  viewStatus: 'View consultation status',
  completeIntake: 'Complete intake',
  getStarted: 'Get started',
} as const;

type CtaConsult = { status: unknown; purchase_type?: string | null; consult_pending?: boolean; consult_paid?: boolean };

/** First match wins: complete à-la-care consult, pending, paid, else (also with no consult) 'Get started'. */
export function careCtaLabel(consult: CtaConsult | null | undefined): string {
  if (!consult) return CARE_CTA_LABELS.getStarted;
  if (isConsultComplete(consult.status) && consult.purchase_type === A_LA_CARE_PURCHASE_TYPE) return CARE_CTA_LABELS.viewProgram;
  if (consult.consult_pending) return CARE_CTA_LABELS.viewStatus;
  if (consult.consult_paid) return CARE_CTA_LABELS.completeIntake;
  return CARE_CTA_LABELS.getStarted;
}
