// @ts-check
// Where Flora's clinicians can treat: the 50 states and DC, by 2-letter code. The one list, for the
// care intakes' address step (what it offers) and the API (what submission accepts: a territory is
// refused there). Plain CommonJS JavaScript on purpose, like consult-status-codes.js: the built API
// requires this file by its relative path.

exports.CARE_STATES = Object.freeze(
  /** @type {const} */ ([
    'AL', 'AK', 'AZ', 'AR', 'CA', 'CO', 'CT', 'DE', 'DC', 'FL', 'GA', 'HI', 'ID', 'IL', 'IN', 'IA', 'KS', 'KY',
    'LA', 'ME', 'MD', 'MA', 'MI', 'MN', 'MS', 'MO', 'MT', 'NE', 'NV', 'NH', 'NJ', 'NM', 'NY', 'NC', 'ND', 'OH',
    'OK', 'OR', 'PA', 'RI', 'SC', 'SD', 'TN', 'TX', 'UT', 'VT', 'VA', 'WA', 'WV', 'WI', 'WY',
  ]),
);
