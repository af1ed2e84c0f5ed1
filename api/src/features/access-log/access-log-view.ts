// How an audit entry reads to the patient whose data it is. The mapping (documented in the route):
// who — an impersonating staff member is shown as staff (impersonating: true) by name; the patient
// herself is 'you'; a provider by name; a staff member acting through the clinician API
// (/api/internal/clinician/...) or the clinician CLI is a 'clinician'; other staff 'staff'; a CLI
// command with no user (the lab's release) is 'system'.
// what — user_test/test_results: test; consult, consult_checkout, treatment_plan, plan and
// treatment records: consult; consult_intake, health_history, lab_order_intake: intake;
// consult_message: message thread; photo_id: photo ID; profile, password, consent, subscription,
// provider_account, outbox_email (an email to her read in the outbox): account; order/provider_order: order; a staff member's view as her on a route
// that names no object (impersonated_view): record; anything else: record.
// how — create/update/delete: write; a read through a download route (.pdf, /fhir/): export; else read.
import { IMPERSONATED_VIEW } from '../audit';
import type { AccessRow } from './access-log-repository';
import type { AccessEntry } from './access-log-schemas';

type WhatType = AccessEntry['what']['type'];

const WHAT: Record<string, { type: WhatType; label: string }> = {
  user_test: { type: 'test', label: 'test' },
  test_results: { type: 'test', label: 'test results' },
  consult: { type: 'consult', label: 'consult' },
  consult_checkout: { type: 'consult', label: 'consult checkout' },
  treatment_plan: { type: 'consult', label: 'treatment plan' },
  treatment_interruption: { type: 'consult', label: 'treatment pause' },
  calendar_treatment: { type: 'consult', label: 'treatment calendar' },
  plan: { type: 'consult', label: 'plan' },
  plan_item: { type: 'consult', label: 'plan item' },
  plan_feedback: { type: 'consult', label: 'plan feedback' },
  consult_intake: { type: 'intake', label: 'consult intake' },
  health_history: { type: 'intake', label: 'health history' },
  lab_order_intake: { type: 'intake', label: 'lab order intake' },
  consult_message: { type: 'message thread', label: 'message' },
  photo_id: { type: 'photo ID', label: 'photo ID' },
  user_profile: { type: 'account', label: 'profile' },
  user_password: { type: 'account', label: 'password' },
  research_consent: { type: 'account', label: 'research consent' },
  subscription: { type: 'account', label: 'membership' },
  subscription_portal_link: { type: 'account', label: 'membership' },
  provider_account: { type: 'account', label: 'provider account' },
  order: { type: 'order', label: 'order' },
  provider_order: { type: 'order', label: 'order' },
  checkout_session: { type: 'order', label: 'checkout' },
  outbox_email: { type: 'account', label: 'email sent to you' },
  [IMPERSONATED_VIEW]: { type: 'record', label: 'your account, viewed as you' },
};

const fullName = (first: string | null, last: string | null) => [first, last].filter(Boolean).join(' ') || 'Unknown';
const truthy = (v: number | boolean | null) => v === true || v === 1;

function whoOf(row: AccessRow, subjectUserId: number): AccessEntry['who'] {
  if (row.impersonator_user_id !== null) {
    return { kind: 'staff', name: fullName(row.impersonator_first_name, row.impersonator_last_name), impersonating: true };
  }
  if (row.actor_user_id === null) {
    return row.route.startsWith('clinician:')
      ? { kind: 'clinician', name: 'A Flora clinician', impersonating: false }
      : { kind: 'system', name: 'Flora', impersonating: false };
  }
  const name = fullName(row.actor_first_name, row.actor_last_name);
  if (row.actor_user_id === subjectUserId) return { kind: 'you', name, impersonating: false };
  if (truthy(row.actor_is_provider)) return { kind: 'provider', name, impersonating: false };
  if (row.route.includes('/api/internal/clinician/')) return { kind: 'clinician', name, impersonating: false };
  return { kind: 'staff', name, impersonating: false };
}

function howOf(row: AccessRow): AccessEntry['how'] {
  if (row.action !== 'read') return 'write';
  const path = row.route.split(' ').pop() ?? '';
  return path.endsWith('.pdf') || path.includes('/fhir') ? 'export' : 'read';
}

export function toAccessEntry(row: AccessRow, subjectUserId: number): AccessEntry {
  const what = WHAT[row.object_type] ?? { type: 'record' as const, label: row.object_type.replace(/_/g, ' ') };
  return { id: row.id, at: row.at, who: whoOf(row, subjectUserId), what: { type: what.type, id: row.object_id, label: what.label }, how: howOf(row) };
}
