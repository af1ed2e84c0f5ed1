// Routes: provider registration and the provider's own intake (practice details).
import { assertProvider } from '../../common/provider-access';
import type { AppContext } from '../../context';
import { currentUser } from '../../plugins/authenticate';
import { bearer, errors, impersonationQuery, noQuery, tokenPairResponse } from '../../schemas/common';
import { register } from '../auth';
import { readIntake, writeIntake } from './provider-intake-service';
import { intakeBodySchema, intakeSchema, providerRegisterBody } from './provider-schemas';
import { access } from '../../common/access-policy';
import type { SchemaTypedApp } from '../../common/typed-routes';

const INTAKE_RULES =
  'Fields (SPEC does not show them; the team\'s decision): practice_name, npi (10 digits with a valid Luhn check digit, as CMS issues them), specialty (one of the listed codes), phone_number (US, 10 digits), address_line_1, address_line_2 (optional), city, state, zip_code (US rules of the lab-order intake), license_state (US state code) and license_number. A blank or null field is stored as empty: the intake can be saved in steps; missing_for_verification lists what staff still need. A field error answers 400 {detail, field}. Once staff verified the provider, the intake is locked (409 {detail}: changes go through support). Providers only (403 otherwise); there is no way to reach another provider\'s intake.';

export async function providerAccountRoutes(app: SchemaTypedApp, ctx: AppContext) {
  app.post(
    '/api/v1/provider/register/',
    {
      config: { access: access.anyone() },
      schema: {
        tags: ['provider'],
        summary: 'Create a provider account',
        description:
          'Like POST /api/v1/register/ (same password rules, the same verification email, 201 {access, refresh}; an email already used: 400 {detail, field: "email"}; the same limit per client address: 429 {detail} with Retry-After), but the account is a provider (registrationRoute "provider", isProvider true) waiting for verification (provider_info.is_verified false): next, the provider fills in the intake and staff verify it. The path works with or without the trailing slash.',
        querystring: noQuery,
        body: providerRegisterBody,
        response: { 201: tokenPairResponse, ...errors(400, 429) },
      },
    },
    async (request, reply) => reply.code(201).send(await register(ctx, request.body, request.ip, 'provider')),
  );

  const common = { tags: ['provider'], security: bearer };

  app.get(
    '/api/v1/provider/intake/',
    {
      config: { access: access.provider() },
      schema: {
        ...common,
        summary: "The provider's intake",
        description: `The signed-in provider's practice details; before the first save every field is null. ${INTAKE_RULES}`,
        querystring: impersonationQuery,
        response: { 200: intakeSchema, ...errors(400, 401, 403) },
      },
    },
    async (request) => {
      const provider = currentUser(request);
      assertProvider(provider);
      return readIntake(ctx.db, provider);
    },
  );

  for (const [method, mode, summary, rule] of [
    ['PUT', 'replace', 'Replace the intake', 'PUT replaces the whole intake: a field left out becomes empty.'],
    ['PATCH', 'update', 'Change some intake fields', 'PATCH changes only the fields given (at least one; null empties one).'],
  ] as const) {
    app.route({
      method,
      url: '/api/v1/provider/intake/',
      config: { access: access.provider() },
      schema: {
        ...common,
        summary,
        description: `${rule} Answers the intake. ${INTAKE_RULES}`,
        querystring: noQuery,
        body: mode === 'update' ? { ...intakeBodySchema, minProperties: 1 } : intakeBodySchema,
        response: { 200: intakeSchema, ...errors(400, 401, 403, 409) },
      },
      handler: async (request) => {
        const provider = currentUser(request);
        assertProvider(provider);
        return writeIntake(ctx.db, provider, request.body ?? {}, mode, ctx.clock.now());
      },
    });
  }
}
