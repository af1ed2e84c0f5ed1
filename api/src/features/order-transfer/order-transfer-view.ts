// The JSON shape of a transfer request, as its requester sees it.
import type { TransferRequestWithOrders } from './order-transfer-repository';

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
