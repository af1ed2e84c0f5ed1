// The JSON shape of a transfer request, as its requester sees it.
import { dollars } from '../../db/values';
import type { TransferOrderDetails, TransferRequestWithOrders } from './order-transfer-repository';

export interface TransferRequestView {
  id: number;
  status: 'pending' | 'expired' | 'confirmed';
  order_email: string;
  orders: string[];
  created_at: string;
  expires_at: string;
  confirmed_at: string | null;
}

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

export const transferRequestSchema = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    status: {
      type: 'string',
      enum: ['pending', 'expired', 'confirmed'],
      description: 'pending: the link was emailed and not used yet; expired: not confirmed within 24 hours; confirmed: the orders were moved.',
    },
    order_email: { type: 'string', description: 'Where the confirmation link went, masked (d***@example.com).' },
    orders: { type: 'array', items: { type: 'string' }, description: 'The checkout ids of the orders in the request.' },
    created_at: { type: 'string' },
    expires_at: { type: 'string' },
    confirmed_at: { type: ['string', 'null'] },
  },
  required: ['id', 'status', 'order_email', 'orders', 'created_at', 'expires_at', 'confirmed_at'],
} as const;

export interface TransferPreview {
  requester_email: string;
  expires_at: string;
  orders: {
    checkout_id: string;
    order_number: string | null;
    ordered_at: string;
    items: { name: string; quantity: number }[];
    total: number;
    movable: boolean;
  }[];
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

export const transferPreviewSchema = {
  type: 'object',
  properties: {
    requester_email: { type: 'string', description: 'The account the orders would move to (as the emailed link names it).' },
    expires_at: { type: 'string', description: 'When the link stops working.' },
    orders: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          checkout_id: { type: 'string' },
          order_number: { type: ['string', 'null'], description: 'FL-…, once the order was processed; null before.' },
          ordered_at: { type: 'string' },
          items: {
            type: 'array',
            items: { type: 'object', properties: { name: { type: 'string' }, quantity: { type: 'integer' } }, required: ['name', 'quantity'] },
          },
          total: { type: 'number', description: 'Dollars paid.' },
          movable: { type: 'boolean', description: 'false: the order left the account since the request (confirming moves only the others).' },
        },
        required: ['checkout_id', 'order_number', 'ordered_at', 'items', 'total', 'movable'],
      },
    },
  },
  required: ['requester_email', 'expires_at', 'orders'],
} as const;
