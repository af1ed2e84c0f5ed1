// GET /api/dev/demo/: the demo accounts and what each shows (db/seed/demo-guide.ts), for a newcomer
// running `npm start` (which prints them) and for QA. Registered only when FLORA_ENV is `development`,
// like the mailbox: a deployment has no demo accounts to describe.
import type { FastifyInstance } from 'fastify';
import { access } from '../../common/access-policy';
import { schemaTyped } from '../../common/typed-routes';
import { DEMO_GUIDE } from '../../db/seed/demo-guide';
import { noQuery } from '../../schemas/common';

export const DEMO_GUIDE_PATH = '/api/dev/demo/';

const demoGuideSchema = {
  type: 'object',
  properties: {
    password: { type: 'string', description: 'The password of every demo account.' },
    accounts: {
      type: 'array',
      items: {
        type: 'object',
        properties: { email: { type: 'string' }, shows: { type: 'string', description: 'What signing in as this account shows.' } },
        required: ['email', 'shows'],
        additionalProperties: false,
      },
    },
    announcement: { type: 'string', description: 'The title of the announcement every signed-in page shows.' },
    faqs: { type: 'integer', description: 'How many FAQ entries the intakes show.' },
  },
  required: ['password', 'accounts', 'announcement', 'faqs'],
  additionalProperties: false,
} as const;

export async function demoGuideFeature(fastify: FastifyInstance) {
  const app = schemaTyped(fastify);
  app.get(
    DEMO_GUIDE_PATH,
    {
      config: { access: access.anyone() },
      schema: {
        tags: ['internal'],
        summary: 'The demo accounts',
        description:
          'Development only (FLORA_ENV=development; the route does not exist otherwise). The seeded demo accounts, their shared password and what each shows, with the codes and order numbers to try (docs/demo-accounts.md walks through each screen). No sign-in.',
        querystring: noQuery,
        response: { 200: demoGuideSchema },
      },
    },
    async () => DEMO_GUIDE,
  );
}
