// Request and response schemas of the research consent route; the service's answer takes its type from them.
import type { FromSchema } from 'json-schema-to-ts';

export const consentBody = {
  type: 'object',
  properties: {
    research_consent: {
      type: 'boolean',
      description: 'true to take part in research; false to withdraw (tests and care then ask for it again).',
    },
  },
  required: ['research_consent'],
  additionalProperties: false,
} as const;

export const consentResponse = {
  type: 'object',
  properties: { research_consent: { type: 'boolean', description: 'The consent now on record (as user-config reports in consentCompleted.research).' } },
  required: ['research_consent'],
  additionalProperties: false,
} as const;

export type ResearchConsentView = FromSchema<typeof consentResponse>;
