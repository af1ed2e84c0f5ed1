// The emails of the provider portal. Links point at the front end.
import type { EmailMessage } from '../email';

export function providerVerifiedEmail(frontendUrl: string, to: { email: string; firstName: string }): EmailMessage {
  return {
    to: to.email,
    subject: 'Your Flora provider account is verified',
    body: `Hi ${to.firstName},\n\nWe have verified your practice details. You can now order tests for your patients, follow their orders and download their results:\n\n${frontendUrl}/provider/\n\nFlora`,
  };
}

export interface TestInvitation {
  to: string;
  /** The name the provider gave for the patient (greeting only), or null. */
  patientName?: string | null;
  providerName: string;
  practiceName: string | null;
  token: string;
  payer: 'patient' | 'provider';
  addStiPanel: boolean;
}

/** The patient's link to the provider-test page, where they sign in (or register) and redeem it. */
export const providerTestLink = (frontendUrl: string, token: string) => `${frontendUrl}/provider-test/${token}/`;

export function testInvitationEmail(frontendUrl: string, invitation: TestInvitation): EmailMessage {
  const from = invitation.practiceName ? `${invitation.providerName} (${invitation.practiceName})` : invitation.providerName;
  const what = invitation.addStiPanel ? 'a vaginal microbiome test with an STI panel' : 'a vaginal microbiome test';
  const payment = invitation.payer === 'provider' ? 'Your provider is paying for the test.' : 'You pay for the test when you accept it.';
  return {
    to: invitation.to,
    subject: `${invitation.providerName} ordered a Flora test for you`,
    body: `Hi${invitation.patientName ? ` ${invitation.patientName}` : ''},\n\n${from} ordered ${what} for you. ${payment} Sign in or create a Flora account with this email address to accept it; we then send you the kit:\n\n${providerTestLink(frontendUrl, invitation.token)}\n\nYour results will be shared with the provider who ordered the test. If you did not expect this, you can ignore this email.\n\nFlora`,
  };
}
