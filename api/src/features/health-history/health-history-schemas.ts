// The JSON schema of a health history as GET and PATCH .../health-history/ answer it.
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
