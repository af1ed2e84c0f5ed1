// The order confirmation the buyer gets when a checkout is paid. It names no product: what someone
// buys here is health information, and an inbox is read on shared screens and synced to many
// devices, so the details stay behind sign-in (My Account's orders).
import { dollars } from '../../db/values';
import type { EmailMessage } from '../email';

export interface ConfirmedOrder {
  order_email: string;
  order_number: string;
  total_cents: number;
}

export function orderConfirmationEmail(frontendUrl: string, order: ConfirmedOrder, itemCount: number): EmailMessage {
  const items = itemCount === 1 ? '1 item' : `${itemCount} items`;
  return {
    to: order.order_email,
    subject: `Your Flora order ${order.order_number}`,
    body: [
      'Hi,',
      '',
      `Thank you for your order. Order ${order.order_number} is confirmed: ${items}, $${dollars(order.total_cents)!.toFixed(2)} in total.`,
      '',
      `See what you ordered and follow it in your account: ${frontendUrl}/account/orders/`,
      '',
      'Flora',
    ].join('\n'),
  };
}
