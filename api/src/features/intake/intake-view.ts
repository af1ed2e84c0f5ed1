// The JSON shape of a consult intake, of the answers a PATCH may change, and of the catalogues.
import { bool } from '../../db/values';
import { CONSULT_TYPES } from '../consults';
import type { IntakeRecord, PharmacyRow } from './intake-repository';
import {
  type IntakeAnswers,
  missingForSubmit,
  PREGNANCY_STATUSES,
  SEXES_AT_BIRTH,
  SYMPTOM_DURATIONS,
  SYMPTOMS,
  US_STATE_CODES,
} from './intake-rules';

const nullableBool = (v: unknown): boolean | null => (v === null || v === undefined ? null : bool(v));
const parseList = <T>(json: string | null): T[] | null => (json === null ? null : (JSON.parse(json) as T[]));

/** The stored answers, decoded (JSON lists, 0/1 flags). */
export function answersOf(i: IntakeRecord): IntakeAnswers & { address_line2: string | null; other_medications: string | null; pharmacy_id: number | null; additional_notes: string | null } {
  return {
    symptoms: parseList<string>(i.symptoms),
    symptom_duration: i.symptom_duration,
    pregnancy_status: i.pregnancy_status,
    breastfeeding: nullableBool(i.breastfeeding),
    has_allergies: nullableBool(i.has_allergies),
    allergies: i.allergies,
    current_medication_ids: parseList<number>(i.current_medication_ids),
    other_medications: i.other_medications,
    sex_assigned_at_birth: i.sex_assigned_at_birth,
    date_of_birth: i.date_of_birth,
    address_line1: i.address_line1,
    address_line2: i.address_line2,
    city: i.city,
    state: i.state,
    zip_code: i.zip_code,
    pharmacy_id: i.pharmacy_id,
    additional_notes: i.additional_notes,
    agreed_to_terms_at: i.agreed_to_terms_at,
    consented_to_ungated_rx_terms_at: i.consented_to_ungated_rx_terms_at,
    consented_to_not_trying_to_conceive_at: i.consented_to_not_trying_to_conceive_at,
    photo_id_uploaded_at: i.photo_id_uploaded_at,
  };
}

export function toIntakeView(i: IntakeRecord) {
  const answers = answersOf(i);
  return {
    id: i.id,
    consult_uid: i.consult.uid,
    consult_type: i.consult.type,
    ...answers,
    photo_id_uploaded: i.photo_id_uploaded_at !== null,
    submitted_at: i.submitted_at,
    missing_for_submit: i.submitted_at === null ? missingForSubmit(i.consult.type, answers) : [],
    created_at: i.created_at,
    updated_at: i.updated_at,
  };
}

/** Ids are 32-bit integers (PostgreSQL SERIAL): larger numbers can match nothing. */
const MAX_ID = 2_147_483_647;

/** The schema `s`, also accepting null (an enum lists null too). */
const nullable = <T extends Record<string, unknown>>(s: T) => ({
  ...s,
  type: [s.type as string, 'null'],
  ...(Array.isArray(s.enum) ? { enum: [...s.enum, null] } : {}),
});
const text = (maxLength: number, description: string) => ({ type: 'string', format: 'text', minLength: 1, maxLength, description }) as const;

/** The answers a PATCH may change; each may be null (not answered / cleared). */
export const answerProperties = {
  symptoms: nullable({
    type: 'array',
    items: { type: 'string', enum: [...SYMPTOMS] },
    uniqueItems: true,
    maxItems: SYMPTOMS.length,
    description: 'Current symptoms; [] means no symptoms.',
  }),
  symptom_duration: nullable({
    type: 'string',
    enum: [...SYMPTOM_DURATIONS],
    description: 'How long the symptoms have lasted; required when symptoms is not empty, cleared when it is.',
  }),
  pregnancy_status: nullable({ type: 'string', enum: [...PREGNANCY_STATUSES] }),
  breastfeeding: nullable({ type: 'boolean' }),
  has_allergies: nullable({ type: 'boolean', description: 'Any medication allergies. false clears allergies.' }),
  allergies: nullable(text(1000, 'The allergies and reactions; required when has_allergies is true.')),
  current_medication_ids: nullable({
    type: 'array',
    items: { type: 'integer', minimum: 1, maximum: MAX_ID },
    uniqueItems: true,
    maxItems: 50,
    description: 'Ids from GET /api/v1/consult-intake/medications/ (unknown ids: 400); [] means none.',
  }),
  other_medications: nullable(text(1000, 'Medications or supplements not in the catalogue.')),
  sex_assigned_at_birth: nullable({
    type: 'string',
    enum: [...SEXES_AT_BIRTH],
    description: 'Asked on male-partner intakes (required there).',
  }),
  date_of_birth: nullable({
    type: 'string',
    format: 'date',
    description: 'YYYY-MM-DD, confirmed by the patient; the patient must be 18 or older (400 otherwise).',
  }),
  address_line1: nullable(text(200, 'Shipping address.')),
  address_line2: nullable(text(200, 'Shipping address, second line (optional).')),
  city: nullable(text(100, 'Shipping address.')),
  state: nullable({
    type: 'string',
    enum: US_STATE_CODES,
    description: 'Two-letter code: a US state, DC or territory. Care is available in the 50 states and DC only (see address-info).',
  }),
  zip_code: nullable({ type: 'string', pattern: '^[0-9]{5}(-[0-9]{4})?$', description: '12345 or 12345-6789.' }),
  pharmacy_id: nullable({
    type: 'integer',
    minimum: 1,
    maximum: MAX_ID,
    description: 'Optional: a pharmacy from .../pharmacies/ for a prescription to be picked up locally (unknown id: 400); null means shipped.',
  }),
  additional_notes: nullable(text(2000, 'Anything else the clinician should know (optional).')),
} as const;

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
    ...Object.keys(answerProperties),
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

export const toPharmacyView = (p: PharmacyRow) => ({
  id: p.id,
  name: p.name,
  address_line1: p.address_line1,
  city: p.city,
  state: p.state,
  zip_code: p.zip_code,
  phone_number: p.phone_number,
});

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
