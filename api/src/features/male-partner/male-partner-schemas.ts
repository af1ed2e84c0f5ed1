// Request and response schemas of the male partner's checkout.
import { checkoutUrlResponse } from '../checkout';
import { VOUCHER_CODE_FORMAT } from './voucher-codes';

export const checkoutBody = {
  type: ['object', 'null'],
  properties: {
    voucher_code: {
      type: ['string', 'null'],
      maxLength: 40,
      description: `The code from the buyer's email (${VOUCHER_CODE_FORMAT}; case, spaces and hyphens do not matter). Absent or null: full price.`,
    },
  },
  additionalProperties: false,
} as const;

export const checkoutResponse = {
  type: 'object',
  properties: {
    ...checkoutUrlResponse.properties,
    consult_uid: { type: 'string', description: 'The male-partner consult the checkout pays for (its intake follows payment).' },
    total: { type: 'number', description: 'Dollars to pay: 129, or 0 with a voucher code.' },
  },
  required: ['checkout_url', 'consult_uid', 'total'],
} as const;
