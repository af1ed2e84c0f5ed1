// How a consult is named to her: its type and its status in words (Past Consultations, My Treatments).
import { type Consult, consultStatusName } from '@flora/shared';

const TYPE_LABELS: Record<string, string> = {
  vaginitis: 'Vaginitis consultation',
  'ungated-rx': 'Prescription treatment',
  sti: 'STI consultation',
  'male-partner': 'Male partner treatment',
};

const STATUS_LABELS: Record<string, string> = {
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

export const consultTypeLabel = (consult: Pick<Consult, 'type'>): string => TYPE_LABELS[consult.type] ?? 'Consultation';

export function consultStatusLabel(consult: Pick<Consult, 'status'>): string {
  const name = consultStatusName(consult.status);
  return name ? STATUS_LABELS[name] : 'Unknown';
}
