// The JSON schemas of the FAQ page.
import { impersonationQuery } from '../../schemas/common';

/** The query of GET /faqs/: the page (from 1). */
export const faqsQuery = {
  ...impersonationQuery,
  properties: { ...impersonationQuery.properties, page: { type: 'string', pattern: '^[1-9][0-9]{0,5}$' } },
} as const;

/** A page of FAQs, paged like Django REST framework. */
export const faqPageSchema = {
  type: 'object',
  properties: {
    count: { type: 'integer', description: 'Number of FAQs in all.' },
    next: { type: ['string', 'null'] },
    previous: { type: ['string', 'null'] },
    results: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          id: { type: 'integer' },
          question: { type: 'string' },
          answer: { type: 'string' },
          category: { type: 'string', description: 'test, results, care or shipping' },
        },
        required: ['id', 'question', 'answer', 'category'],
      },
    },
  },
  required: ['count', 'next', 'previous', 'results'],
} as const;
