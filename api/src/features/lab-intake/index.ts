// Routes: the lab-order intake of the caller's test (the address the lab order needs).

// The public surface: what other features and the rest of api/src may use.
export { normalizeAddress, US_STATES } from './address-rules';
export { createEmptyIntake, findIntakeIdOfTest } from './lab-intake-service';

import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { currentUser } from '../../plugins/authenticate';
import { bearer, errors, impersonationQuery, noQuery } from '../../schemas/common';
import { audit } from '../audit';
import { REQUIRED_FIELDS } from './address-rules';
import { ownIntake, saveAddress } from './lab-intake-service';
import { addressProperties, intakeAddressSchema, intakeIdParams } from './lab-intake-schemas';
import { toIntakeAddressView } from './lab-intake-view';
import { access } from '../../common/access-policy';
import { schemaTyped } from '../../common/typed-routes';

const common = { tags: ['tests'], security: bearer, params: intakeIdParams };
const RULES =
  'Fields: first_name, last_name, address_line_1, address_line_2 (optional), city, state (US 2-letter code), zip_code (5 or 9 digits, stored 12345 or 12345-6789), phone_number (optional, US 10 digits, stored as digits). A bad field answers 400 {detail, field}. Editable until the test\'s results are ready (409 afterwards). Another user\'s intake: 404.';

export async function labIntakeFeature(fastify: FastifyInstance, ctx: AppContext) {
  const app = schemaTyped(fastify);
  app.get(
    '/api/v1/lab-order-intake/:id/address/',
    {
      config: { access: access.owner('lab-order-intake') },
      schema: {
        ...common,
        summary: 'The address of a lab-order intake',
        description:
          "A lab-order intake is the address the lab order of a test needs: one per test (its id is the test's `lab_order_intake_id`), created empty when the kit is attached. Fields not yet given are null; is_complete says whether every required field is filled in. Another user's intake: 404.",
        querystring: impersonationQuery,
        response: { 200: intakeAddressSchema, ...errors(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const intake = await ownIntake(ctx.db, user.id, Number(request.params.id));
      await audit(ctx.db, ctx.clock, request, 'read', { type: 'lab_order_intake', id: intake.id, subjectUserId: user.id });
      return toIntakeAddressView(intake);
    },
  );

  for (const [method, mode] of [
    ['PUT', 'replace'],
    ['PATCH', 'update'],
  ] as const) {
    app.route({
      method,
      url: '/api/v1/lab-order-intake/:id/',
      config: { access: access.owner('lab-order-intake') },
      schema: {
        ...common,
        querystring: noQuery,
        summary: mode === 'replace' ? 'Submit the whole address' : 'Change some address fields',
        description: `${
          mode === 'replace'
            ? `Replaces the address: ${REQUIRED_FIELDS.join(', ')} are required; the optional fields left out become null.`
            : 'Changes only the fields given (at least one); null clears an optional field.'
        } SPEC does not show the verb: PUT and PATCH are both supported. ${RULES} Answers the address as GET .../address/ does.`,
        body: {
          type: 'object',
          properties: addressProperties,
          ...(mode === 'replace' ? { required: REQUIRED_FIELDS } : {}),
          additionalProperties: false,
        },
        response: { 200: intakeAddressSchema, ...errors(400, 401, 404, 409) },
      },
      handler: async (request) => {
        const user = currentUser(request);
        const intake = await saveAddress(ctx.db, user.id, Number(request.params.id), request.body, mode, ctx.clock.now());
        await audit(ctx.db, ctx.clock, request, 'update', { type: 'lab_order_intake', id: intake.id, subjectUserId: user.id });
        return toIntakeAddressView(intake);
      },
    });
  }
}
