// Request and response schemas of the intake routes, and the types that follow from them.
import type { FromSchema } from 'json-schema-to-ts';
import { errorResponse, idParams, impersonationQuery } from '../../schemas/common';
import { CONSULT_TYPES } from '../consults';
import { INTAKE_SYMPTOMS, PREGNANCY_STATUSES, SEXES_AT_BIRTH, SYMPTOM_DURATIONS } from '@flora/shared/domain';
import { US_STATE_CODES } from './intake-rules';

export const intakeIdParams = idParams('The intake id (at most 9 digits).');

export const startIntakeBody = {
  type: 'object',
  properties: { consult_uid: { type: 'string', minLength: 1, maxLength: 64 } },
  required: ['consult_uid'],
  additionalProperties: false,
} as const;

/** Ids are 32-bit integers (PostgreSQL SERIAL): larger numbers can match nothing. */
const MAX_ID = 2_147_483_647;

/** A schema of this type, also accepting null. */
const orNull = <const Type extends string, const Rest extends object>(type: Type, rest: Rest) => ({ type: [type, 'null'], ...rest }) as const;
/** One of these strings, or null. */
const oneOrNull = <const Values extends readonly string[], const Rest extends object>(values: Values, rest: Rest) =>
  ({ type: ['string', 'null'], enum: [...values, null], ...rest }) as const;
/** Typed text (trimmed, not blank), or null. */
const textOrNull = (maxLength: number, description: string) => orNull('string', { format: 'text', minLength: 1, maxLength, description });

/** The answers a PATCH may change; each may be null (not answered / cleared). */
export const answerProperties = {
  symptoms: orNull('array', {
    items: { type: 'string', enum: [...INTAKE_SYMPTOMS] },
    uniqueItems: true,
    maxItems: INTAKE_SYMPTOMS.length,
    description: 'Current symptoms; [] means no symptoms.',
  }),
  symptom_duration: oneOrNull(SYMPTOM_DURATIONS, {
    description: 'How long the symptoms have lasted; required when symptoms is not empty, cleared when it is.',
  }),
  pregnancy_status: oneOrNull(PREGNANCY_STATUSES, {}),
  breastfeeding: orNull('boolean', {}),
  has_allergies: orNull('boolean', { description: 'Any medication allergies. false clears allergies.' }),
  allergies: textOrNull(1000, 'The allergies and reactions; required when has_allergies is true.'),
  current_medication_ids: orNull('array', {
    items: { type: 'integer', minimum: 1, maximum: MAX_ID },
    uniqueItems: true,
    maxItems: 50,
    description: 'Ids from GET /api/v1/consult-intake/medications/ (unknown ids: 400); [] means none.',
  }),
  other_medications: textOrNull(1000, 'Medications or supplements not in the catalogue.'),
  sex_assigned_at_birth: oneOrNull(SEXES_AT_BIRTH, { description: 'Asked on male-partner intakes (required there).' }),
  date_of_birth: orNull('string', {
    format: 'date',
    description: 'YYYY-MM-DD, confirmed by the patient; the patient must be 18 or older (400 otherwise).',
  }),
  address_line1: textOrNull(200, 'Shipping address.'),
  address_line2: textOrNull(200, 'Shipping address, second line (optional).'),
  city: textOrNull(100, 'Shipping address.'),
  state: oneOrNull(US_STATE_CODES, {
    description: 'Two-letter code: a US state, DC or territory. Care is available in the 50 states and DC only (see address-info).',
  }),
  zip_code: orNull('string', { pattern: '^[0-9]{5}(-[0-9]{4})?$', description: '12345 or 12345-6789.' }),
  pharmacy_id: orNull('integer', {
    minimum: 1,
    maximum: MAX_ID,
    description: 'Optional: a pharmacy from .../pharmacies/ for a prescription to be picked up locally (unknown id: 400); null means shipped.',
  }),
  additional_notes: textOrNull(2000, 'Anything else the clinician should know (optional).'),
} as const;

/** The answers' names, as the schema's required list needs them. */
const answerFields = Object.keys(answerProperties) as (keyof typeof answerProperties)[];

const timestamp = { type: ['string', 'null'] } as const;

export const intakeSchema = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    consult_uid: { type: 'string' },
    consult_type: { type: 'string', enum: [...CONSULT_TYPES] },
    ...answerProperties,
    agreed_to_terms_at: { ...timestamp, description: 'Set by POST .../agree_to_terms/.' },
    consented_to_ungated_rx_terms_at: { ...timestamp, description: 'Set by POST .../consent_to_ungated_rx_terms/ (ungated-rx consults).' },
    consented_to_not_trying_to_conceive_at: {
      ...timestamp,
      description: 'Set by POST .../consent_to_not_trying_to_conceive/ (every consult type but male-partner).',
    },
    photo_id_uploaded: {
      type: 'boolean',
      description: 'Whether a photo of a government ID was uploaded (PUT .../photo-id/). The image itself is never sent back.',
    },
    photo_id_uploaded_at: { ...timestamp, description: 'When the current photo ID was uploaded (null: none yet).' },
    submitted_at: timestamp,
    missing_for_submit: {
      type: 'array',
      items: { type: 'string' },
      description:
        'What submission still needs (answer fields by name, photo_id for the photo of an ID, consents by their action name); [] once submitted.',
    },
    created_at: { type: 'string' },
    updated_at: { type: 'string' },
  },
  required: [
    'id',
    'consult_uid',
    'consult_type',
    ...answerFields,
    'agreed_to_terms_at',
    'consented_to_ungated_rx_terms_at',
    'consented_to_not_trying_to_conceive_at',
    'photo_id_uploaded',
    'photo_id_uploaded_at',
    'submitted_at',
    'missing_for_submit',
    'created_at',
    'updated_at',
  ],
} as const;


export const intakePatchBody = { type: 'object', properties: answerProperties, additionalProperties: false } as const;

/** A submission still missing answers: the usual error, plus what is missing. */
export const missingAnswersResponse = {
  ...errorResponse,
  properties: { ...errorResponse.properties, missing: { type: 'array', items: { type: 'string' } } },
} as const;

/** A query string: the impersonation parameter and these. */
const withQuery = <const Properties extends object>(properties: Properties) => ({
  ...impersonationQuery,
  properties: { ...impersonationQuery.properties, ...properties },
});

export const medicationsQuery = withQuery({ search: { type: 'string', minLength: 1, maxLength: 100 }, for: { type: 'string', enum: ['men', 'women'] } });

export const pharmaciesQuery = withQuery({
  postal_code: { type: 'string', pattern: '^[0-9]{5}$' },
  pharmacy_name: { type: 'string', format: 'line', maxLength: 100 },
});

export const addressInfoResponse = {
  type: 'object',
  properties: {
    intake_id: { type: 'integer' },
    address_line1: { type: ['string', 'null'] },
    address_line2: { type: ['string', 'null'] },
    city: { type: ['string', 'null'] },
    state: { type: ['string', 'null'] },
    zip_code: { type: ['string', 'null'] },
    address_complete: { type: 'boolean' },
    care_available_in_state: { type: ['boolean', 'null'] },
  },
  required: ['intake_id', 'address_line1', 'address_line2', 'city', 'state', 'zip_code', 'address_complete', 'care_available_in_state'],
} as const;

export const pharmacySchema = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    name: { type: 'string' },
    address_line1: { type: 'string' },
    city: { type: 'string' },
    state: { type: 'string' },
    zip_code: { type: 'string' },
    phone_number: { type: 'string' },
  },
  required: ['id', 'name', 'address_line1', 'city', 'state', 'zip_code', 'phone_number'],
} as const;

export const medicationSchema = {
  type: 'object',
  properties: { id: { type: 'integer' }, name: { type: 'string' } },
  required: ['id', 'name'],
} as const;

export type IntakeView = FromSchema<typeof intakeSchema>;
/** The stored answers, consents and photo time: what submission checks. */
export type IntakeAnswers = Pick<
  IntakeView,
  keyof typeof answerProperties | 'agreed_to_terms_at' | 'consented_to_ungated_rx_terms_at' | 'consented_to_not_trying_to_conceive_at' | 'photo_id_uploaded_at'
>;
export type IntakePatch = FromSchema<typeof intakePatchBody>;
export type PharmacyView = FromSchema<typeof pharmacySchema>;
export type MedicationView = FromSchema<typeof medicationSchema>;
export type AddressInfo = FromSchema<typeof addressInfoResponse>;
