// Routes (staff): the providers waiting for verification, and verifying one. The same verification
// runs on the command line: `pnpm --filter @flora/api provider:verify <email>`.
import type { AppContext } from '../../context';
import { currentUser } from '../../plugins/authenticate';
import { bearer, emptyBody, errors, impersonationQuery, noQuery } from '../../schemas/common';
import { audit } from '../audit';
import { pendingProviderSchema, providerIdParams } from './provider-schemas';
import { listPendingProviders, verifyProviderById } from './provider-verification-service';
import { access } from '../../common/access-policy';
import type { SchemaTypedApp } from '../../common/typed-routes';

export async function providerVerificationRoutes(app: SchemaTypedApp, ctx: AppContext) {
  const common = { tags: ['provider', 'staff'], security: bearer };

  app.get(
    '/api/internal/providers/pending/',
    {
      config: { access: access.staff() },
      schema: {
        ...common,
        summary: 'Providers waiting for verification (staff)',
        description:
          'Every active provider account not yet verified, the longest waiting first, with its intake (intake.is_complete tells whether it can be verified; missing_for_verification what is missing). Staff only (403 otherwise). Practice details are not health data: not audited.',
        querystring: impersonationQuery,
        response: { 200: { type: 'array', items: pendingProviderSchema }, ...errors(400, 401, 403) },
      },
    },
    async () => listPendingProviders(ctx),
  );

  app.post(
    '/api/internal/providers/:id/verify/',
    {
      config: { access: access.staff('provider') },
      schema: {
        ...common,
        summary: 'Verify a provider (staff)',
        description:
          "Verifies the provider with this user id: provider_info.is_verified becomes true, the verification time and the staff member are recorded, the provider gets an email, and the audit log records it (object provider_account). Only once the intake is complete: 409 {detail} naming what is missing; already verified: 409. Not a provider (or unknown id): 404. Staff only (403).",
        params: providerIdParams,
        querystring: noQuery,
        body: emptyBody,
        response: { 200: pendingProviderSchema, ...errors(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const staff = currentUser(request);
      const provider = await verifyProviderById(ctx, Number(request.params.id), staff.id);
      await audit(ctx.db, ctx.clock, request, 'update', { type: 'provider_account', id: provider.id, subjectUserId: provider.id });
      return provider;
    },
  );
}
