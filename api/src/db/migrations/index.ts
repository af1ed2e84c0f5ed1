// The ordered list of migrations. Add a new file and a new line here; never edit a released one.
import type { Migration } from 'kysely';
import * as initial from './0001_initial';
import * as auditLog from './0002_audit_log';
import * as checkoutSessions from './0003_checkout_sessions';
import * as testsResults from './0004_tests_results';
import * as consultsCare from './0005_consults_care';
import * as intakeMessagesFaqs from './0006_intake_messages_faqs';
import * as catalogue from './0007_catalogue';
import * as carts from './0008_carts';
import * as orders from './0009_orders';
import * as vouchersOrderTransfers from './0010_vouchers_order_transfers';
import * as providerPortal from './0011_provider_portal';
import * as subscriptions from './0012_subscriptions';
import * as listOrderIndexes from './0013_list_order_indexes';
import * as emailDelivery from './0014_email_delivery';
import * as termsAccepted from './0015_terms_accepted';
import * as planItems from './0017_plan_items';
import * as healthHistory from './0018_health_history';
import * as photoIds from './0019_photo_ids';
import * as checkoutConsultType from './0020_checkout_consult_type';
import * as announcements from './0021_announcements';
import * as coaching from './0022_coaching';
import * as kitPcrPanel from './0023_kit_pcr_panel';
import * as providerOrderPatientName from './0024_provider_order_patient_name';
import * as pcrFindings from './0025_pcr_findings';
import * as medicationTakenBy from './0029_medication_taken_by';
import * as rateLimitDelays from './0030_rate_limit_delays';
import * as refreshSuccessor from './0031_refresh_successor';

export const migrations: Record<string, Migration> = {
  '0001_initial': initial,
  '0002_audit_log': auditLog,
  '0003_checkout_sessions': checkoutSessions,
  '0004_tests_results': testsResults,
  '0005_consults_care': consultsCare,
  '0006_intake_messages_faqs': intakeMessagesFaqs,
  '0007_catalogue': catalogue,
  '0008_carts': carts,
  '0009_orders': orders,
  '0010_vouchers_order_transfers': vouchersOrderTransfers,
  '0011_provider_portal': providerPortal,
  '0012_subscriptions': subscriptions,
  '0013_list_order_indexes': listOrderIndexes,
  '0014_email_delivery': emailDelivery,
  '0015_terms_accepted': termsAccepted,
  '0017_plan_items': planItems,
  // 0016 was never released: the health history landed after 0017 had, so it comes after it.
  '0018_health_history': healthHistory,
  '0019_photo_ids': photoIds,
  '0020_checkout_consult_type': checkoutConsultType,
  '0021_announcements': announcements,
  '0022_coaching': coaching,
  '0023_kit_pcr_panel': kitPcrPanel,
  '0024_provider_order_patient_name': providerOrderPatientName,
  '0025_pcr_findings': pcrFindings,
  '0029_medication_taken_by': medicationTakenBy,
  '0030_rate_limit_delays': rateLimitDelays,
  '0031_refresh_successor': refreshSuccessor,
};
