// Routes: the FAQ page (public), paged like a Django REST framework page.
import type { FastifyInstance } from 'fastify';
import { notFound } from '../../common/http-errors';
import type { AppContext } from '../../context';
import { errors } from '../../schemas/common';
import { faqPageSchema, faqsQuery } from './faqs-schemas';
import { countFaqs, listFaqs } from './faqs-service';
import { access } from '../../common/access-policy';
import { schemaTyped } from '../../common/typed-routes';

export const FAQ_PAGE_SIZE = 10;
const URL = '/api/v1/faqs/';

export async function faqsFeature(fastify: FastifyInstance, ctx: AppContext) {
  const app = schemaTyped(fastify);
  app.get(
    URL,
    {
      config: { access: access.anyone() },
      schema: {
        tags: ['faqs'],
        summary: 'Frequently asked questions',
        description: `Questions and answers about the test, results, care and shipping, in editorial order. Public: no sign-in needed. Paged like Django REST framework: {count, next, previous, results}, ${FAQ_PAGE_SIZE} per page; \`page\` starts at 1 (default 1); next and previous are relative URLs (null at the ends). A page beyond the last answers 404 {detail: "Invalid page."} (page 1 is always valid, empty when there are no FAQs).`,
        querystring: faqsQuery,
        response: {
          200: faqPageSchema,
          ...errors(400, 404),
        },
      },
    },
    async (request) => {
      const page = Number(request.query.page ?? '1');
      const count = await countFaqs(ctx.db);
      const pages = Math.max(1, Math.ceil(count / FAQ_PAGE_SIZE));
      if (page > pages) throw notFound('Invalid page.');
      const link = (p: number) => (p === 1 ? URL : `${URL}?page=${p}`);
      return {
        count,
        next: page < pages ? link(page + 1) : null,
        previous: page > 1 ? link(page - 1) : null,
        results: await listFaqs(ctx.db, (page - 1) * FAQ_PAGE_SIZE, FAQ_PAGE_SIZE),
      };
    },
  );
}
