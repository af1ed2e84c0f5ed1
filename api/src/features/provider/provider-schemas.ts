// The JSON schemas of the provider feature, request and response: each shape written once, its
// TypeScript type derived from it (FromSchema) where the views and services need one.
import { idParams } from '../../schemas/common';
import { registerBody } from '../auth';
import { INTAKE_FIELDS, SPECIALTIES } from './provider-intake-rules';
import { ORDER_STATUSES } from './provider-order-status';

const {
  registration_route: _route,
  research_consent: _consent,
  birthday: _birthday,
  phone_number: _phone,
  accepted_terms: _terms,
  ...providerRegisterProperties
} = registerBody.properties;

/** POST /provider/register/: the patient's registration without what only a patient gives. */
export const providerRegisterBody = { ...registerBody, properties: providerRegisterProperties } as const;

const nullableText = (maxLength: number, description?: string) =>
  ({ type: ['string', 'null'], format: 'line', maxLength, ...(description ? { description } : {}) }) as const;

/** The JSON schema of each intake field (the bodies of PUT and PATCH, and the answer). */
export const intakeProperties = {
  practice_name: nullableText(200),
  npi: nullableText(10, 'National Provider Identifier: 10 digits whose last digit is the Luhn check digit (e.g. 1234567893).'),
  specialty: { type: ['string', 'null'], enum: [...SPECIALTIES, null] },
  phone_number: nullableText(30, 'US number, 10 digits (e.g. (415) 555-0100); stored as digits.'),
  address_line_1: nullableText(200),
  address_line_2: nullableText(200),
  city: nullableText(100),
  state: nullableText(2, "The practice's US state or territory, 2-letter code."),
  zip_code: nullableText(10, '5 or 9 digits.'),
  license_state: nullableText(2, 'The US state (2-letter code) that issued the license.'),
  license_number: nullableText(30, '3-30 letters, digits, hyphens or dots.'),
} as const;

/** The intake as the API answers it. */
export const intakeSchema = {
  type: 'object',
  properties: {
    ...intakeProperties,
    missing_for_verification: { type: 'array', items: { type: 'string' }, description: 'Required fields still empty; verification needs none.' },
    is_complete: { type: 'boolean' },
    is_verified: { type: 'boolean' },
    verified_at: { type: ['string', 'null'] },
    updated_at: { type: ['string', 'null'], description: 'null until the intake is first saved.' },
  },
  required: [...INTAKE_FIELDS, 'missing_for_verification', 'is_complete', 'is_verified', 'verified_at', 'updated_at'],
} as const;

/** The bodies of PUT and PATCH /provider/intake/. */
export const intakeBodySchema = { type: 'object', properties: intakeProperties, additionalProperties: false } as const;

/** A provider waiting for verification (and one just verified), with the intake. */
export const pendingProviderSchema = {
  type: 'object',
  properties: {
    id: { type: 'integer', description: "The provider's user id." },
    email: { type: 'string' },
    first_name: { type: 'string' },
    last_name: { type: 'string' },
    date_joined: { type: 'string' },
    intake: intakeSchema,
  },
  required: ['id', 'email', 'first_name', 'last_name', 'date_joined', 'intake'],
} as const;

/** An educational resource of the provider portal. */
export const resourceSchema = {
  type: 'object',
  properties: {
    slug: { type: 'string' },
    title: { type: 'string' },
    description: { type: 'string' },
    format: { type: 'string', enum: ['pdf'] },
    url: { type: 'string', description: 'A path on this API; fetch it with the bearer token.' },
  },
  required: ['slug', 'title', 'description', 'format', 'url'],
} as const;

/** A provider order (the provider's order list, and an order just placed). */
export const orderSchema = {
  type: 'object',
  properties: {
    uid: { type: 'string', description: 'The order id.' },
    patient_email: { type: 'string' },
    patient_name: { type: ['string', 'null'], description: 'The name the provider gave when ordering; null when none was given.' },
    ordered_at: { type: 'string' },
    payer: { type: 'string', enum: ['patient', 'provider'] },
    add_sti_panel: { type: 'boolean', description: 'With the STI-only PCR panel (sti-panel-add-on).' },
    price: { type: 'number', description: 'Dollars: the catalogue price when ordered (the test, plus the STI-only PCR panel when added).' },
    paid_at: { type: ['string', 'null'] },
    status: {
      type: 'string',
      enum: [...ORDER_STATUSES],
      description:
        'awaiting_payment (the provider pays and has not yet), awaiting_patient (the patient has not accepted the link yet, or accepted but not paid), kit_sent (a kit was issued; the patient has not consented yet), activated, received (by the lab), results_ready (ready but not visible to this provider), released (ready and readable: results_pdf_url).',
    },
    test_hash: { type: ['string', 'null'], description: "The kit's code (the test hash) once issued." },
    results_ready_at: { type: ['string', 'null'] },
    results_pdf_url: { type: ['string', 'null'], description: 'The results PDF (with the bearer token) once released.' },
  },
  required: ['uid', 'patient_email', 'patient_name', 'ordered_at', 'payer', 'add_sti_panel', 'price', 'paid_at', 'status', 'test_hash', 'results_ready_at', 'results_pdf_url'],
} as const;

/** POST /provider/orders/: order a test for a patient. */
export const newOrderSchema = {
  type: 'object',
  properties: {
    patient_email: { type: 'string', format: 'email', maxLength: 254 },
    payer: { type: 'string', enum: ['patient', 'provider'] },
    add_sti_panel: { type: 'boolean', default: false, description: "Adds the STI-only PCR panel (sti-panel-add-on; not the shop's vpcr-add-on)." },
    patient_name: { type: 'string', format: 'line', maxLength: 100, description: "The patient's name: the email's greeting, and the order list's." },
  },
  required: ['patient_email', 'payer'],
  additionalProperties: false,
} as const;

/** The token of a provider-test link in a path. */
export const tokenParams = {
  type: 'object',
  properties: { token: { type: 'string', pattern: '^[A-Za-z0-9_-]{16,128}$' } },
  required: ['token'],
  additionalProperties: false,
} as const;

/** What a provider-test link stands for (GET /provider-test/{token}/). */
export const invitationSchema = {
  type: 'object',
  properties: {
    provider: {
      type: 'object',
      properties: { first_name: { type: 'string' }, last_name: { type: 'string' }, practice_name: { type: ['string', 'null'] } },
      required: ['first_name', 'last_name', 'practice_name'],
    },
    ordered_at: { type: 'string' },
    payer: { type: 'string', enum: ['patient', 'provider'] },
    add_sti_panel: { type: 'boolean' },
    price: { type: ['number', 'null'], description: 'Dollars the patient pays on accepting; null when the provider pays.' },
    patient_email_hint: { type: 'string', description: 'The invited address, masked (d***@example.com): the account to sign in with.' },
    state: { type: 'string', enum: ['open', 'awaiting_provider_payment', 'awaiting_patient_payment', 'used'] },
    is_open: { type: 'boolean', description: 'Whether the patient can accept it now.' },
  },
  required: ['provider', 'ordered_at', 'payer', 'add_sti_panel', 'price', 'patient_email_hint', 'state', 'is_open'],
} as const;

/** The answer to accepting a provider-test link. */
export const redemptionSchema = {
  type: 'object',
  properties: {
    status: { type: 'string', enum: ['kit_sent', 'awaiting_payment'] },
    test_hash: { type: ['string', 'null'], description: 'The new test (kit code) once issued.' },
    checkout_url: { type: ['string', 'null'], description: "The patient's payment page when the patient pays." },
  },
  required: ['status', 'test_hash', 'checkout_url'],
} as const;

/** A resource's file name in a path. */
export const resourceFileParams = { type: 'object', properties: { file: { type: 'string', pattern: '^[a-z0-9-]{1,80}\\.pdf$' } }, required: ['file'], additionalProperties: false } as const;

/** The answer to placing an order. */
export const placedOrderSchema = {
  type: 'object',
  properties: {
    order: orderSchema,
    checkout_url: { type: ['string', 'null'], description: "The provider's payment page (payer provider), else null." },
    patient_link: { type: 'string', description: "The patient's absolute /provider-test/{token}/ link, as emailed to them (answered only here)." },
  },
  required: ['order', 'checkout_url', 'patient_link'],
} as const;

/** An order's uid in a path. */
export const orderUidParams = { type: 'object', properties: { uid: { type: 'string', pattern: '^[0-9a-f-]{36}$' } }, required: ['uid'], additionalProperties: false } as const;

/** A provider's user id in a path. */
export const providerIdParams = idParams('The provider id.');
