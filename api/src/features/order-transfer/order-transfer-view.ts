// A transfer request as its requester sees it, and what its link would move (shapes in order-transfer-schemas.ts).
import { dollars } from '../../db/values';
import type { TransferPreview, TransferRequestView } from './order-transfer-schemas';
import type { TransferOrderDetails, TransferRequestWithOrders } from './order-transfer-repository';

/** d***@example.com: enough to recognise one's own address, not to learn someone else's. */
export const maskEmail = (email: string) => {
  const at = email.lastIndexOf('@');
  return `${email.slice(0, Math.min(1, at))}***${email.slice(at)}`;
};

export function toTransferRequestView(r: TransferRequestWithOrders, now: Date): TransferRequestView {
  const expired = r.status === 'pending' && r.expires_at <= now.toISOString();
  return {
    id: r.id,
    status: expired ? 'expired' : r.status,
    order_email: maskEmail(r.order_email),
    orders: r.orders,
    created_at: r.created_at,
    expires_at: r.expires_at,
    confirmed_at: r.confirmed_at,
  };
}

const itemsOf = (lineItems: string) =>
  (JSON.parse(lineItems) as { name?: unknown; quantity?: unknown }[]).map((l) => ({ name: String(l.name), quantity: Number(l.quantity) }));

export function toTransferPreview(r: TransferRequestWithOrders, requesterEmail: string, orders: TransferOrderDetails[]): TransferPreview {
  return {
    requester_email: requesterEmail,
    expires_at: r.expires_at,
    orders: orders.map((o) => ({
      checkout_id: o.checkout_id,
      order_number: o.order_number,
      ordered_at: o.ordered_at,
      items: itemsOf(o.line_items),
      total: dollars(o.total_cents) ?? 0,
      movable: o.user_id === r.owner_user_id && o.status === 'paid',
    })),
  };
}
