// Request and response schemas of the treatment plan routes: the calendar (SPEC §3: start_date,
// last_treatment_week, treatment_schedule of weeks with prescriptions by slug), a calendar entry, an
// interruption, and what a patient sends to change them. The types of plan-view.ts follow from them.
import type { FromSchema } from 'json-schema-to-ts';
import { impersonationQuery } from '../../schemas/common';
import { uidParams } from '../consults';
import { ADJUSTMENT_TYPES } from './adjustment-reasons';

/** The longest treatment interruption, in days. */
export const INTERRUPTION_MAX_DAYS = 14;

const isoDate = { type: 'string', format: 'date', description: 'YYYY-MM-DD' } as const;
const nullableDate = { type: ['string', 'null'], format: 'date' } as const;
const days = { type: 'integer', minimum: 1, maximum: INTERRUPTION_MAX_DAYS, description: `1-${INTERRUPTION_MAX_DAYS} days` } as const;
const consultUid = uidParams.properties.uid;
const adjustmentType = { type: 'string', enum: ADJUSTMENT_TYPES } as const;

export const startDateBody = {
  type: 'object',
  properties: { treatment_start_date: isoDate },
  required: ['treatment_start_date'],
  additionalProperties: false,
} as const;

export const newInterruptionBody = {
  type: 'object',
  properties: { consult_uid: consultUid, start_date: isoDate, days },
  required: ['consult_uid', 'start_date', 'days'],
  additionalProperties: false,
} as const;

export const interruptionChangeBody = {
  type: 'object',
  properties: { consult_uid: consultUid, start_date: isoDate, days },
  required: ['start_date', 'days'],
  additionalProperties: false,
} as const;

export const adjustmentReasonQuery = {
  type: 'object',
  properties: { adjustment_type: adjustmentType, __impersonate: impersonationQuery.properties.__impersonate },
  required: ['adjustment_type'],
  additionalProperties: false,
} as const;

export const reasonOptionSchema = {
  type: 'object',
  properties: { value: { type: 'string' }, label: { type: 'string' } },
  required: ['value', 'label'],
} as const;

export const adjustmentReasonsSchema = {
  type: 'object',
  properties: { adjustment_type: { type: 'string' }, options: { type: 'array', items: reasonOptionSchema } },
  required: ['adjustment_type', 'options'],
} as const;

export const adjustmentBody = {
  type: 'object',
  properties: {
    adjustment_type: adjustmentType,
    reason: { type: 'string', minLength: 1, maxLength: 40 },
    week: { type: 'integer', minimum: 1, maximum: 52 },
  },
  required: ['adjustment_type', 'reason'],
  additionalProperties: false,
} as const;

export const calendarTreatmentSchema = {
  type: 'object',
  properties: {
    id: { type: 'integer', description: 'The calendar entry id (PATCH /api/v1/calendar-treatments/{id}/).' },
    slug: { type: 'string', description: 'The product slug, e.g. ba-14, af-1, af-3, soo-3, est-1, op-4.' },
    name: { type: 'string', description: "The product's name (the slug when the catalogue has no such product)." },
    pauses_during_period: {
      type: 'boolean',
      description: 'SPEC §5: boric acid and vaginal probiotics may be paused during a period (true); every other treatment continues (false).',
    },
    week: { type: 'integer' },
    original_week: { type: 'integer', description: 'The week the clinician planned (differs from week after a reschedule).' },
    as_needed: { type: 'boolean', description: 'Taken as needed rather than on a fixed schedule.' },
    adjustment_type: { type: ['string', 'null'], enum: [...ADJUSTMENT_TYPES, null] },
    adjustment_reason: { type: ['string', 'null'] },
  },
  required: ['id', 'slug', 'name', 'pauses_during_period', 'week', 'original_week', 'as_needed', 'adjustment_type', 'adjustment_reason'],
} as const;

export const interruptionSchema = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    consult_uid: { type: 'string' },
    start_date: { type: 'string', format: 'date' },
    days: { type: 'integer' },
    end_date: { type: 'string', format: 'date', description: 'The last paused day.' },
  },
  required: ['id', 'consult_uid', 'start_date', 'days', 'end_date'],
} as const;

export const treatmentPlanSchema = {
  type: 'object',
  properties: {
    consult_uid: { type: 'string' },
    start_date: { ...nullableDate, description: 'The treatment start date; null until the patient sets it.' },
    end_date: { ...nullableDate, description: 'The last day of the retest week, after paused days; null without a start date.' },
    last_treatment_week: { type: 'integer', description: 'The number of weeks; the last one is the retest week.' },
    paused_days: { type: 'integer', description: 'Total days of the interruptions.' },
    treatment_schedule: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          week: { type: 'integer', description: 'Week 1 is the initial check-in; the last week is the final retest.' },
          start_date: {
            ...nullableDate,
            description:
              "First day of the week, as the treatments that continue during a period take it (interruptions do not move it; the retest week's do, as pausing_start_date); null without a start date.",
          },
          end_date: { ...nullableDate, description: 'Last day of the week: start_date plus six days (the retest week: pausing_end_date).' },
          pausing_start_date: {
            ...nullableDate,
            description:
              "First treatment day of this week's treatments that pause during a period (pauses_during_period): start_date moved later by the paused days before it; null without a start date.",
          },
          pausing_end_date: {
            ...nullableDate,
            description: 'Their last treatment day: seven treatment days after pausing_start_date, plus any paused days inside.',
          },
          is_retest_week: { type: 'boolean' },
          prescriptions: { type: 'array', items: calendarTreatmentSchema },
        },
        required: ['week', 'start_date', 'end_date', 'pausing_start_date', 'pausing_end_date', 'is_retest_week', 'prescriptions'],
      },
    },
    interruptions: { type: 'array', items: interruptionSchema },
  },
  required: ['consult_uid', 'start_date', 'end_date', 'last_treatment_week', 'paused_days', 'treatment_schedule', 'interruptions'],
} as const;

export type ReasonOption = FromSchema<typeof reasonOptionSchema>;
export type Adjustment = FromSchema<typeof adjustmentBody>;
export type NewInterruption = FromSchema<typeof newInterruptionBody>;
export type InterruptionChange = FromSchema<typeof interruptionChangeBody>;
export type CalendarTreatmentView = FromSchema<typeof calendarTreatmentSchema>;
export type InterruptionView = FromSchema<typeof interruptionSchema>;
export type TreatmentPlanView = FromSchema<typeof treatmentPlanSchema>;
