// How mf-care names a consult's status in words (SPEC §3 gives only the codes): Past Consultations
// and the consult page show the same words. The status comes from the shared rules
// (consultStatusName); only the wording is here. The type's words are @flora/shared's (consultTypeForPatient).
import type { ConsultStatusName } from '@flora/shared';

export const CONSULT_STATUS_LABELS: Record<ConsultStatusName, string> = {
  OPTED_IN: 'Opted in',
  ORDERED: 'Ordered',
  INTAKE_STARTED: 'Intake started',
  SUBMITTED: 'Under review',
  IN_PROGRESS: 'Finalizing',
  COMPLETE: 'Complete',
  ERROR: 'Needs attention',
  REFERRED: 'Referred',
  INELIGIBLE: 'Ineligible',
  ID_FAILURE: 'ID verification failed',
  CANCELLED: 'Cancelled',
};

export const consultStatusLabel = (name: ConsultStatusName | null): string => (name ? CONSULT_STATUS_LABELS[name] : 'Unknown');
