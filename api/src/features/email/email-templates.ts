// The text of the emails the API sends. Links point at the front end.
import type { EmailMessage } from './mailer';

export interface Recipient {
  email: string;
  firstName: string;
}

/**
 * Where a person continues once the emailed link confirmed the address, by the way they registered:
 * the treatment variant into treatments, a male partner to his intake (SPEC §2.4, §2.7). The link
 * may be opened in another browser, so the destination travels in the link (`next`).
 */
const AFTER_VERIFICATION: Partial<Record<string, string>> = {
  treatment: '/treatments/',
  male_partner: '/treatments/male-partner/intake/start',
};

export const greeting = (r: Recipient) => (r.firstName ? `Hi ${r.firstName},` : 'Hi,');

export function verificationEmail(frontendUrl: string, to: Recipient & { registrationRoute?: string }, hash: string): EmailMessage {
  const next = to.registrationRoute ? AFTER_VERIFICATION[to.registrationRoute] : undefined;
  const link = `${frontendUrl}/verify-email-confirm/?hash=${encodeURIComponent(hash)}${next ? `&next=${encodeURIComponent(next)}` : ''}`;
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
