// Request and response schemas of the health-history routes (the history as GET and PATCH answer
// it, the answers they take), and the types that follow from them.
import type { FromSchema } from 'json-schema-to-ts';
import { errorResponse } from '../../schemas/common';
import { TEXT_MAX_LENGTH } from './health-history-service';
import { QUESTION_TYPES } from './questionnaire';

const nullableString = { type: ['string', 'null'] } as const;
const nullableNumber = { type: ['number', 'null'] } as const;

const choiceSchema = {
  type: 'object',
  properties: {
    id: { type: 'string' },
    label: { type: 'string' },
    exclusive: { type: 'boolean', description: 'Picking it clears every other choice (e.g. "None of these").' },
  },
  required: ['id', 'label'],
} as const;

const questionSchema = {
  type: 'object',
  properties: {
    id: { type: 'string', description: 'The key of its answer.' },
    type: { type: 'string', enum: [...QUESTION_TYPES] },
    label: { type: 'string' },
    summary: { type: 'string', description: 'A short name for lists (review, missing answers).' },
    help: nullableString,
    required: { type: 'boolean' },
    choices: { type: ['array', 'null'], items: choiceSchema },
    min: nullableNumber,
    max: nullableNumber,
    unit: nullableString,
    max_days_ago: { ...nullableNumber, description: 'date: the earliest allowed answer, in days before today.' },
    show_when: {
      type: ['object', 'null'],
      description: 'Shown only when the answer to `question` is (or, for a list, includes) one of `any_of`.',
      properties: {
        question: { type: 'string' },
        any_of: { type: 'array', items: { anyOf: [{ type: 'string' }, { type: 'boolean' }] } },
      },
      required: ['question', 'any_of'],
    },
  },
  required: ['id', 'type', 'label', 'summary', 'help', 'required', 'choices', 'min', 'max', 'unit', 'max_days_ago', 'show_when'],
} as const;

const pageSchema = {
  type: 'object',
  properties: { id: { type: 'string' }, title: { type: 'string' }, questions: { type: 'array', items: questionSchema } },
  required: ['id', 'title', 'questions'],
} as const;

const educationSchema = {
  type: ['object', 'null'],
  description: 'An educational moment shown before the section\'s first page, as its own page (`page_id`).',
  properties: {
    page_id: { type: 'string' },
    title: { type: 'string' },
    paragraphs: { type: 'array', items: { type: 'string' } },
  },
  required: ['page_id', 'title', 'paragraphs'],
} as const;

const sectionSchema = {
  type: 'object',
  properties: {
    id: { type: 'string' },
    title: { type: 'string' },
    education: educationSchema,
    pages: { type: 'array', items: pageSchema },
  },
  required: ['id', 'title', 'education', 'pages'],
} as const;

export const answerSchema = {
  anyOf: [{ type: 'string' }, { type: 'number' }, { type: 'boolean' }, { type: 'array', items: { type: 'string' } }],
} as const;

export const historySchema = {
  type: 'object',
  properties: {
    hash: { type: 'string' },
    questionnaire: {
      type: 'object',
      properties: { version: { type: 'integer' }, title: { type: 'string' }, sections: { type: 'array', items: sectionSchema } },
      required: ['version', 'title', 'sections'],
    },
    answers: { type: 'object', additionalProperties: answerSchema, description: 'Question id -> answer.' },
    last_page: { ...nullableString, description: 'The page to resume on (null: the start).' },
    updated_at: { ...nullableString, description: 'When an answer last changed.' },
    submitted_at: { ...nullableString, description: 'Set once submitted: the history is read-only.' },
    missing: { type: 'array', items: { type: 'string' }, description: 'Ids of required questions shown and not answered yet.' },
    ungated_rx_treatments: {
      type: 'array',
      items: { type: 'string' },
      description: 'Ungated-Rx treatment slugs for the symptoms answered so far (the symptoms upsell).',
    },
  },
  required: ['hash', 'questionnaire', 'answers', 'last_page', 'updated_at', 'submitted_at', 'missing', 'ungated_rx_treatments'],
} as const;

/** One answer as sent: its question decides what is valid (the service checks); null clears it. */
const answerValue = {
  anyOf: [
    { type: 'string', format: 'text', maxLength: TEXT_MAX_LENGTH + 1000 },
    { type: 'number' },
    { type: 'boolean' },
    { type: 'null' },
    { type: 'array', items: { type: 'string', maxLength: 64 }, maxItems: 20 },
  ],
} as const;

const answersInput = {
  type: 'object',
  maxProperties: 100,
  propertyNames: { pattern: '^[a-z][a-z0-9_]{0,63}$' },
  additionalProperties: answerValue,
  description: 'Question id -> answer (see the questionnaire for each question\'s type); null clears an answer.',
} as const;

export const historyPatchBody = {
  type: 'object',
  properties: {
    answers: answersInput,
    page: { type: 'string', pattern: '^[a-z0-9-]{1,64}$', description: 'The page she is on (to resume there).' },
  },
  minProperties: 1,
  additionalProperties: false,
} as const;

export const historySubmitBody = {
  type: ['object', 'null'],
  properties: { answers: answersInput },
  additionalProperties: false,
} as const;

/** An incomplete history: the usual error, plus the ids of the questions missing. */
export const missingAnswersResponse = {
  ...errorResponse,
  properties: { ...errorResponse.properties, missing: { type: 'array', items: { type: 'string' } } },
} as const;

export type HealthHistoryView = FromSchema<typeof historySchema>;
export type Questionnaire = HealthHistoryView['questionnaire'];
export type Question = Questionnaire['sections'][number]['pages'][number]['questions'][number];
export type HistoryPatch = FromSchema<typeof historyPatchBody>;
/** Question id -> answer as sent (each checked against its question). */
export type RawAnswers = FromSchema<typeof answersInput>;
