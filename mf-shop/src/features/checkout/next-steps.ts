// What happens after an order, by what was bought (the order confirmation's "What happens next").
import { paths } from '@flora/shared';
import { COACHING_CALL_SLUG, MALE_PARTNER_DEFAULT_PRODUCT } from '@flora/shared/domain';
import type { ProcessedOrder } from '@flora/shared/data';

export type NextStep =
  | { kind: 'kit'; window: string | null }
  | { kind: 'intake'; to: string }
  | { kind: 'voucher'; email: string }
  | { kind: 'subscription'; slugs: string[] }
  | { kind: 'coaching'; to: string }
  | { kind: 'ships'; label: string; window: string };

const INTAKE_OF_ORDER_TYPE: Record<string, (uid: string) => string> = {
  CR: (uid) => paths.intakeStart(uid),
  UX: () => paths.ungatedRxIntakeEntry(),
  MP: () => paths.malePartnerIntakeEntry(),
};

export function nextSteps(order: ProcessedOrder): NextStep[] {
  const steps: NextStep[] = [];
  const lines = order.line_items;
  const kit = order.test_kits.length > 0 || lines.some((l) => l.kind === 'test');
  if (kit) steps.push({ kind: 'kit', window: order.delivery?.window ?? null });
  const intake = INTAKE_OF_ORDER_TYPE[order.order_type];
  const review = !!order.consult_uid && !!intake;
  if (review) steps.push({ kind: 'intake', to: intake(order.consult_uid!) });
  // A voucher bought for a partner is emailed to the buyer; in the partner's own order (MP) the voucher
  // product is his treatment, paid or redeemed, and nothing is emailed (the API's voucher fulfilment).
  if (order.order_type !== 'MP' && lines.some((l) => l.slug === MALE_PARTNER_DEFAULT_PRODUCT.voucherSlug)) {
    steps.push({ kind: 'voucher', email: order.order_email });
  }
  // A bought coaching call is booked in My Account once the order is processed (it is, on this page).
  if (lines.some((l) => l.slug === COACHING_CALL_SLUG)) steps.push({ kind: 'coaching', to: paths.accountCoaching() });
  const subscribed = lines.filter((l) => l.is_subscription).map((l) => l.slug);
  if (subscribed.length) steps.push({ kind: 'subscription', slugs: subscribed });
  // Anything else that ships (the kit's step already says when it comes; a consult's treatment ships
  // once a clinician prescribes it, which its intake step says).
  if (!kit && !review && order.delivery) steps.push({ kind: 'ships', label: order.delivery.label, window: order.delivery.window });
  return steps;
}
