// The JSON schemas of checkout sessions, for the routes of the features that start one.

/** The answer of every route that starts a checkout. */
export const checkoutUrlResponse = {
  type: 'object',
  properties: { checkout_url: { type: 'string', description: 'The payment page of the new checkout session (a path on this API).' } },
  required: ['checkout_url'],
} as const;
