// The provider portal (SPEC §1, §2.5, §6): provider registration and intake, verification by staff,
// and for verified providers resources, test orders for patients and results PDFs; plus the
// patient's side of an order, the provider-test link.

// The public surface: what other features and the rest of api/src may use.
export { priceOf, unitPrices } from './provider-catalogue';
export { fulfilProviderOrder } from './provider-fulfilment';
export { PROVIDER_KIT_LAB, providerTestOrder } from './provider-test-kit';
export { PROVIDER_VERIFY_COMMAND, verifyProviderFromCli } from './provider-verification-service';

import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { schemaTyped } from '../../common/typed-routes';
import { providerAccountRoutes } from './provider-account-routes';
import { providerPortalRoutes } from './provider-portal-routes';
import { providerTestRoutes } from './provider-test-routes';
import { providerVerificationRoutes } from './provider-verification-routes';

export async function providerFeature(fastify: FastifyInstance, ctx: AppContext) {
  const app = schemaTyped(fastify);
  await providerAccountRoutes(app, ctx);
  await providerVerificationRoutes(app, ctx);
  await providerPortalRoutes(app, ctx);
  await providerTestRoutes(app, ctx);
}
