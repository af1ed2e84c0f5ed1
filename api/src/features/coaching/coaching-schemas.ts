// Request and response schemas of the coaching routes; the views of coaching-service.ts take their types from them.
import type { FromSchema } from 'json-schema-to-ts';

export const slotIdBody = {
  type: 'object',
  properties: { slot_id: { type: 'integer', minimum: 1, maximum: 999_999_999, description: 'An open time from GET /api/v1/coaching/slots/.' } },
  required: ['slot_id'],
  additionalProperties: false,
} as const;

export const slotSchema = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    starts_at: { type: 'string', description: 'ISO 8601, UTC.' },
    ends_at: { type: 'string' },
    duration_minutes: { type: 'integer' },
  },
  required: ['id', 'starts_at', 'ends_at', 'duration_minutes'],
} as const;

export const bookingSchema = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    starts_at: { type: 'string' },
    ends_at: { type: 'string' },
    duration_minutes: { type: 'integer' },
    kind: { type: 'string', enum: ['free', 'paid'], description: 'free: her free coaching call; paid: a call bought in the shop.' },
    status: { type: 'string', enum: ['booked', 'cancelled'] },
    upcoming: { type: 'boolean', description: 'Booked and still ahead: it can be rescheduled or cancelled.' },
  },
  required: ['id', 'starts_at', 'ends_at', 'duration_minutes', 'kind', 'status', 'upcoming'],
} as const;

export const staffSlotSchema = {
  type: 'object',
  properties: {
    ...slotSchema.properties,
    booking: {
      type: ['object', 'null'],
      description: 'The booking holding this time (null: open).',
      properties: {
        id: { type: 'integer' },
        kind: { type: 'string', enum: ['free', 'paid'] },
        patient: {
          type: 'object',
          properties: { email: { type: 'string' }, first_name: { type: 'string' }, last_name: { type: 'string' } },
          required: ['email', 'first_name', 'last_name'],
        },
      },
      required: ['id', 'kind', 'patient'],
    },
  },
  required: [...slotSchema.required, 'booking'],
} as const;

export const coachingSummarySchema = {
  type: 'object',
  properties: {
    free_call: { type: 'string', enum: ['available', 'used', 'not-offered'] },
    paid_calls_available: { type: 'integer' },
    call_price: { type: ['number', 'null'] },
    bookings: { type: 'array', items: bookingSchema },
  },
  required: ['free_call', 'paid_calls_available', 'call_price', 'bookings'],
} as const;

export const newSlotBody = {
  type: 'object',
  properties: {
    starts_at: { type: 'string', format: 'date-time', description: 'ISO 8601 with a time zone.' },
    duration_minutes: { type: 'integer', minimum: 15, maximum: 120 },
  },
  required: ['starts_at'],
  additionalProperties: false,
} as const;

export type SlotView = FromSchema<typeof slotSchema>;
export type BookingView = FromSchema<typeof bookingSchema>;
export type StaffSlotView = FromSchema<typeof staffSlotSchema>;
export type CoachingSummary = FromSchema<typeof coachingSummarySchema>;
export type NewSlot = FromSchema<typeof newSlotBody>;
