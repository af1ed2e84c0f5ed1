// What each demo account shows, with the codes and numbers a person needs to try it: the development
// API serves it at /api/dev/demo/ and `npm start` prints its accounts. Written from the seed's own
// constants, so it names what the seed writes (docs/demo-accounts.md walks through each screen).
import { DEMO_ANNOUNCEMENT } from './announcements-seed';
import { CARE_STATE_ACCOUNTS } from './care-states-seed';
import { COACHING_ORDER } from './coaching-seed';
import { QUEUED_CONSULT } from './consults-seed';
import { DEMO_PASSWORD } from './demo-data';
import { ID_FAILURE_ACCOUNT, ID_FAILURE_CONSULT_UID, ID_FAILURE_REASON } from './id-failure-seed';
import { DEMO_FAQS } from './intake-seed';
import { DEMO_ORDERS, DEMO_TRANSFER_ORDER } from './orders-seed';
import { DEMO_PROVIDER_TEST_TOKEN, PROVIDER_PATIENTS, PROVIDER_PRACTICE, RHEA_TEST, USED_PROVIDER_TEST_TOKEN } from './provider-seed';
import { UNGATED_RX_ACCOUNT, UNGATED_RX_CONSULT_UID } from './ungated-rx-seed';
import { DEMO_VOUCHER_ORDER, DEMO_VOUCHERS, PARTNER_VOUCHER_CHECKOUT } from './vouchers-seed';

const [olivia, rhea] = PROVIDER_PATIENTS;
const careStates = Object.entries(CARE_STATE_ACCOUNTS).filter(([email]) => !['demo@flora.test', 'new@flora.test'].includes(email));

export const DEMO_GUIDE = {
  password: DEMO_PASSWORD,
  accounts: [
    {
      email: 'demo@flora.test',
      shows: `consumer: two tests with results, a completed consult with refills, plan, messages, cart, orders ${DEMO_ORDERS.kit.order_number} and ${DEMO_ORDERS.care.order_number}, membership; bought two partner vouchers (checkout ${DEMO_VOUCHER_ORDER})`,
    },
    {
      email: 'new@flora.test',
      shows: `consumer with no test yet: provider@'s test order waits at /provider-test/${DEMO_PROVIDER_TEST_TOKEN}/; guest order ${DEMO_ORDERS.guest.order_number} can be attached; her order ${DEMO_ORDERS.transfer.order_number} (${DEMO_TRANSFER_ORDER}) is the one to transfer`,
    },
    { email: 'unverified@flora.test', shows: 'consumer whose email is not verified' },
    { email: QUEUED_CONSULT.email, shows: `consumer without research consent; her ungated-Rx consult ${QUEUED_CONSULT.uid} waits in the clinician queue` },
    { email: 'partner@flora.test', shows: `male partner with a consult in status OR, paid with voucher ${DEMO_VOUCHERS.redeemed} (checkout ${PARTNER_VOUCHER_CHECKOUT})` },
    { email: 'newpartner@flora.test', shows: `male partner without a consult; voucher ${DEMO_VOUCHERS.unused} pays his treatment` },
    {
      email: 'provider@flora.test',
      shows: `verified provider of ${PROVIDER_PRACTICE.practice_name} (NPI ${PROVIDER_PRACTICE.npi}) with three patient orders: ${olivia.email} (activated through ${USED_PROVIDER_TEST_TOKEN}), ${rhea.email} (results ${RHEA_TEST.hash}, ${RHEA_TEST.valencia_type}, released), new@ (awaiting her)`,
    },
    { email: 'pending-provider@flora.test', shows: 'provider awaiting verification (intake complete)' },
    { email: UNGATED_RX_ACCOUNT, shows: `consumer with a paid ungated-Rx consult ${UNGATED_RX_CONSULT_UID} (order ${DEMO_ORDERS.ungatedRx.order_number})` },
    { email: ID_FAILURE_ACCOUNT, shows: `consumer whose consult ${ID_FAILURE_CONSULT_UID} ended in ID failure: "${ID_FAILURE_REASON}"` },
    { email: 'returning@flora.test', shows: `care state ${CARE_STATE_ACCOUNTS['returning@flora.test']}; bought a coaching call (order ${COACHING_ORDER.order_number}) and booked it` },
    ...careStates.filter(([email]) => email !== 'returning@flora.test').map(([email, state]) => ({ email, shows: `consumer in care state ${state}` })),
    { email: 'lapsed-shopper@flora.test', shows: 'program-lapsed like lapsed@: the journey that buys her a single treatment' },
    { email: 'staff@flora.test', shows: 'staff: clinician and lab back office (/clinic/), remote status (/status/), audit log' },
  ],
  announcement: DEMO_ANNOUNCEMENT.title,
  faqs: DEMO_FAQS.length,
};
