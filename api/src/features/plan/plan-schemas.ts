// Request and response schemas of My Plan's routes; the views of plan-service.ts take their types from them.
import type { FromSchema } from 'json-schema-to-ts';
import { ROW_ID_PATTERN } from '../../schemas/common';
import { hashParams } from '../tests';
import { PLAN_CATEGORIES } from './plan-rules';

export const FEEDBACK_COMMENT_MAX = 1000;

export const itemParams = {
  type: 'object',
  properties: { ...hashParams.properties, id: { type: 'string', pattern: ROW_ID_PATTERN } },
  required: ['hash', 'id'],
  additionalProperties: false,
} as const;

export const doneBody = {
  type: 'object',
  properties: { done: { type: 'boolean', description: 'true: done; false: not done.' } },
  required: ['done'],
  additionalProperties: false,
} as const;

export const feedbackBody = {
  type: 'object',
  properties: {
    rating: { type: 'integer', minimum: 1, maximum: 5, description: '1 (not helpful) to 5 (very helpful).' },
    comment: { type: ['string', 'null'], format: 'text', maxLength: FEEDBACK_COMMENT_MAX },
  },
  required: ['rating'],
  additionalProperties: false,
} as const;

export const planItemSchema = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    key: { type: 'string', description: 'The rule that made it, e.g. diet-fiber, products-probiotic, products-treatment, retest.' },
    category: { type: 'string', enum: [...PLAN_CATEGORIES] },
    title: { type: 'string' },
    why: { type: 'string', description: 'Why her result calls for it.' },
    position: { type: 'integer', description: 'Plan order (ascending).' },
    done: { type: 'boolean' },
    done_at: { type: ['string', 'null'], description: 'When it was marked done; null when not done.' },
    due_date: { type: ['string', 'null'], description: 'YYYY-MM-DD: when a retest is due; null for other items.' },
    product: {
      type: ['object', 'null'],
      description: 'The product it recommends (its shop page is /care/shop/treatment/product/{pdp_slug}/); null for other items.',
      properties: { slug: { type: 'string' }, name: { type: 'string' }, pdp_slug: { type: ['string', 'null'] } },
      required: ['slug', 'name', 'pdp_slug'],
    },
  },
  required: ['id', 'key', 'category', 'title', 'why', 'position', 'done', 'done_at', 'due_date', 'product'],
} as const;

export const feedbackSchema = {
  type: 'object',
  properties: {
    rating: { type: 'integer', minimum: 1, maximum: 5 },
    comment: { type: ['string', 'null'] },
    created_at: { type: 'string' },
  },
  required: ['rating', 'comment', 'created_at'],
} as const;

export const nextTestSchema = {
  type: 'object',
  properties: {
    is_member: { type: 'boolean', description: 'Whether she has an active membership.' },
    next_kit_at: { type: ['string', 'null'], description: "The membership's next charge, which ships her next kit; null for a non-member." },
    can_move_up: { type: 'boolean', description: 'Whether move-test-up would succeed now.' },
  },
  required: ['is_member', 'next_kit_at', 'can_move_up'],
} as const;

export const planSchema = {
  type: 'object',
  properties: {
    hash: { type: 'string', description: 'The test the plan is for.' },
    valencia_type: { type: 'string' },
    infection_state: { type: 'string', enum: ['optimal', 'intermediate', 'disrupted'] },
    conditions: { type: 'array', items: { type: 'string', enum: ['BV', 'Yeast'] } },
    results_ready_at: { type: ['string', 'null'] },
    items: { type: 'array', items: planItemSchema, description: 'In plan order.' },
    done_count: { type: 'integer' },
    total_count: { type: 'integer' },
    feedback: { ...feedbackSchema, type: ['object', 'null'], description: 'Her latest feedback on this plan; null before any.' },
    next_test: nextTestSchema,
  },
  required: ['hash', 'valencia_type', 'infection_state', 'conditions', 'results_ready_at', 'items', 'done_count', 'total_count', 'feedback', 'next_test'],
} as const;

export type PlanItemView = FromSchema<typeof planItemSchema>;
export type ProductLink = NonNullable<PlanItemView['product']>;
export type FeedbackView = FromSchema<typeof feedbackSchema>;
export type NextTestView = FromSchema<typeof nextTestSchema>;
export type PlanView = FromSchema<typeof planSchema>;
export type Feedback = FromSchema<typeof feedbackBody>;
