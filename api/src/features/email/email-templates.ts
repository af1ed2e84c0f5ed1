// The text of the emails the API sends. Links point at the front end.
import type { EmailMessage } from './mailer';

export interface Recipient {
  email: string;
  firstName: string;
}

export const greeting = (r: Recipient) => (r.firstName ? `Hi ${r.firstName},` : 'Hi,');

export function verificationEmail(frontendUrl: string, to: Recipient, hash: string): EmailMessage {
  const link = `${frontendUrl}/verify-email-confirm/?hash=${encodeURIComponent(hash)}`;
  return {
    to: to.email,
    subject: 'Verify your email address for Flora',
    body: `${greeting(to)}\n\nPlease confirm your email address by opening this link:\n\n${link}\n\nThe link works once and expires in 7 days. If you did not create a Flora account, you can ignore this email.\n\nFlora`,
  };
}

export function passwordResetEmail(frontendUrl: string, to: Recipient, token: string): EmailMessage {
  const link = `${frontendUrl}/password-reset-confirm/?token=${encodeURIComponent(token)}`;
  return {
    to: to.email,
    subject: 'Reset your Flora password',
    body: `${greeting(to)}\n\nWe received a request to reset your password. Choose a new one here:\n\n${link}\n\nThe link works once and expires in 1 hour. If you did not ask for this, you can ignore this email: your password stays the same.\n\nFlora`,
  };
}
