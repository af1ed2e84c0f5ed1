// The two emails of an order transfer: the confirmation link to the order email, and the notice
// to the requesting account once the orders are in it.
import { type EmailMessage, greeting, type Recipient } from '../email';

const list = (orders: string[]) => orders.map((o) => `    - order ${o}`).join('\n');
const plural = (n: number) => (n === 1 ? 'order' : `${n} orders`);

export function transferRequestEmail(frontendUrl: string, to: Recipient, requesterEmail: string, orders: string[], hash: string): EmailMessage {
  const link = `${frontendUrl}/order-transfer-confirm/?hash=${encodeURIComponent(hash)}`;
  return {
    to: to.email,
    subject: 'Confirm moving your Flora orders to another account',
    body: `${greeting(to)}\n\nThe Flora account ${requesterEmail} asked to move this ${plural(orders.length)}, placed with your email address, into that account:\n\n${list(orders)}\n\nIf that is your account, or you agree, confirm here:\n\n${link}\n\nThe link works once and expires in 24 hours. If you did not expect this, ignore this email: the orders stay where they are.\n\nFlora`,
  };
}

export function transferDoneEmail(to: Recipient, orders: string[]): EmailMessage {
  return {
    to: to.email,
    subject: 'Your orders are now in your Flora account',
    body: `${greeting(to)}\n\nThe owner of the order email confirmed: this ${plural(orders.length)} moved into your account:\n\n${list(orders)}\n\nFlora`,
  };
}
