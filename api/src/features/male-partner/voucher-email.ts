// The email that hands the buyer her voucher codes to pass on.
import { type EmailMessage, greeting, type Recipient } from '../email';

/** The male partner's way in: the eligibility questions, then his own account (SPEC public paths). */
export const partnerStartPath = '/register/male-partner/eligibility/';

export function voucherEmail(frontendUrl: string, to: Recipient, productName: string, codes: string[]): EmailMessage {
  const one = codes.length === 1;
  return {
    to: to.email,
    subject: one ? `Your ${productName}` : `Your ${codes.length} ${productName}s`,
    body: [
      greeting(to),
      '',
      `Thank you for your order. Here ${one ? 'is the voucher code' : 'are the voucher codes'} for your partner's BV treatment:`,
      '',
      ...codes.map((c) => `    ${c}`),
      '',
      `Please share ${one ? 'it' : 'one code'} with your partner. He signs up for Flora as a male partner, answers a few eligibility questions and enters the code at checkout: the treatment is then covered in full, shipping included. Each code works once.`,
      '',
      `He starts here: ${frontendUrl}${partnerStartPath}`,
      '',
      'Flora',
    ].join('\n'),
  };
}
