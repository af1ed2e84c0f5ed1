// Schemas of the clinician back office (a queue entry, a consult as the clinician sees it, the bodies
// of the clinician's actions), and the types that follow from them.
import type { FromSchema } from 'json-schema-to-ts';
import { CONSULT_STATUS_CODES, consultSchema } from '../consults';
import { resultsSummaryProperties } from '../tests';
import { treatmentPlanSchema } from '../treatment-plans';
import { END_STATUSES, PLAN_WEEKS } from './clinician-service';

const nullableString = { type: ['string', 'null'] } as const;
const slug = { type: 'string', pattern: '^[a-z0-9][a-z0-9-]{0,63}$' } as const;

const patientSchema = {
  type: 'object',
  properties: { email: { type: 'string' }, first_name: { type: 'string' }, last_name: { type: 'string' } },
  required: ['email', 'first_name', 'last_name'],
} as const;

export const queueEntrySchema = {
  type: 'object',
  properties: {
    uid: { type: 'string' },
    type: { type: 'string' },
    status: { type: 'string' },
    patient: patientSchema,
    test_hash: nullableString,
    clinician_user_id: { type: ['integer', 'null'], description: 'Who picked it up, if anyone.' },
    created_at: { type: 'string' },
    updated_at: { type: 'string' },
  },
  required: ['uid', 'type', 'status', 'patient', 'test_hash', 'clinician_user_id', 'created_at', 'updated_at'],
} as const;

export const clinicianConsultSchema = {
  type: 'object',
  properties: {
    consult: consultSchema,
    patient: patientSchema,
    test_hash: nullableString,
    results: {
      type: ['object', 'null'],
      description: "The result summary of the consult's test (null when the consult has no test or its results are not ready).",
      properties: {
        valencia_type: resultsSummaryProperties.valencia_type,
        infection_state: resultsSummaryProperties.infection_state,
        conditions: resultsSummaryProperties.conditions,
      },
      required: ['valencia_type', 'infection_state', 'conditions'],
    },
    review: {
      type: ['object', 'null'],
      properties: {
        clinician_user_id: { type: ['integer', 'null'], description: 'Null when picked up from the CLI without --clinician.' },
        picked_up_at: nullableString,
        closed_at: { ...nullableString, description: 'When the clinician last completed or ended the consult.' },
        outcome_status: { ...nullableString, description: 'CP, or the status it was ended with (ER, RF, IE, ID, CA).' },
        outcome_reason: { ...nullableString, description: 'The reason given when ending it.' },
      },
      required: ['clinician_user_id', 'picked_up_at', 'closed_at', 'outcome_status', 'outcome_reason'],
    },
    treatment_plan: { anyOf: [treatmentPlanSchema, { type: 'null' }] },
  },
  required: ['consult', 'patient', 'test_hash', 'results', 'review', 'treatment_plan'],
} as const;

export const queueQuery = {
  type: 'object',
  properties: {
    status: { type: 'string', enum: CONSULT_STATUS_CODES, description: 'Default SU (submitted, waiting to be picked up).' },
    __impersonate: { type: 'string', maxLength: 254 },
  },
  additionalProperties: false,
} as const;

export const prescriptionsBody = {
  type: 'object',
  properties: {
    prescriptions: {
      type: 'array',
      minItems: 1,
      maxItems: 10,
      items: {
        type: 'object',
        properties: {
          product_slug: slug,
          refills: { type: 'integer', minimum: 0, maximum: 11, description: 'Refills allowed; above 0 makes it refillable.' },
          is_otc_product: { type: 'boolean', default: false },
          is_disabled_for_refill: { type: 'boolean', default: false },
        },
        required: ['product_slug', 'refills'],
        additionalProperties: false,
      },
    },
  },
  required: ['prescriptions'],
  additionalProperties: false,
} as const;

export const planBody = {
  type: 'object',
  properties: {
    last_treatment_week: { type: 'integer', minimum: PLAN_WEEKS.min, maximum: PLAN_WEEKS.max, description: 'Number of weeks; the last is the retest week.' },
    treatment_start_date: { type: ['string', 'null'], format: 'date', description: 'Usually left null: the patient chooses it.' },
    treatment_schedule: {
      type: 'array',
      minItems: 1,
      maxItems: PLAN_WEEKS.max,
      items: {
        type: 'object',
        properties: {
          week: { type: 'integer', minimum: 1, maximum: PLAN_WEEKS.max },
          prescriptions: {
            type: 'array',
            maxItems: 10,
            items: {
              type: 'object',
              properties: { slug, as_needed: { type: 'boolean', default: false } },
              required: ['slug'],
              additionalProperties: false,
            },
          },
        },
        required: ['week', 'prescriptions'],
        additionalProperties: false,
      },
    },
  },
  required: ['last_treatment_week', 'treatment_schedule'],
  additionalProperties: false,
} as const;

export const endBody = {
  type: 'object',
  properties: {
    status: { type: 'string', enum: [...END_STATUSES], description: 'ER error, RF referred, IE ineligible, ID ID failure, CA cancelled.' },
    reason: { type: 'string', format: 'text', minLength: 1, maxLength: 1000 },
  },
  required: ['status', 'reason'],
  additionalProperties: false,
} as const;

export const prescribableSchema = {
  type: 'object',
  properties: {
    slug: { type: 'string', description: 'What prescriptions and plan weeks name it by (e.g. est-1, op-4).' },
    name: { type: 'string' },
    kind: { type: 'string', enum: ['treatment', 'routine-essential'], description: 'A treatment must be prescribed before it goes on a plan; a routine essential need not be.' },
  },
  required: ['slug', 'name', 'kind'],
} as const;

export type QueueEntry = FromSchema<typeof queueEntrySchema>;
export type ClinicianConsultView = FromSchema<typeof clinicianConsultSchema>;
export type Prescribable = FromSchema<typeof prescribableSchema>;
export type NewPrescription = FromSchema<typeof prescriptionsBody>['prescriptions'][number];
export type PlanInput = FromSchema<typeof planBody>;
