// Routes: checkouts started from the caller's tests (each answers {checkout_url}).
import type { AppContext } from '../../context';
import { currentUser } from '../../plugins/authenticate';
import { bearer, errors, noQuery } from '../../schemas/common';
import { audit } from '../audit';
import { UNGATED_RX_TREATMENTS } from './recommendation-rules';
import { checkoutUrlResponse } from '../checkout';
import { addOnCheckoutBody, hashParams, retestCheckoutBody, ungatedCheckoutBody } from './tests-schemas';
import { RETEST_DISCOUNTS, startAddOnCheckout, startRetestCheckout, startUngatedCheckout, VPCR_ADD_ON_SLUG } from './test-checkouts-service';
import { ownTest } from './tests-service';
import { access } from '../../common/access-policy';
import type { SchemaTypedApp } from '../../common/typed-routes';

const common = { tags: ['tests', 'checkout'], security: bearer, querystring: noQuery };
const answered = (...codes: number[]) => ({ 200: checkoutUrlResponse, ...errors(400, 401, 404, ...codes) });

export async function testCheckoutRoutes(app: SchemaTypedApp, ctx: AppContext) {
  app.post(
    '/api/v1/user-tests/:hash/checkout/',
    {
      config: { access: access.owner('user-test') },
      schema: {
        ...common,
        summary: 'Buy the PCR add-on for a test',
        description: `Starts a checkout of the expanded PCR panel add-on (product \`${VPCR_ADD_ON_SLUG}\`) for this test. \`checkout_type\` must be 'vPCR-add-on'. The panel runs on the same sample, so only before the results are ready (409 once the test is ready). Another user's test: 404.`,
        params: hashParams,
        body: addOnCheckoutBody,
        response: answered(409),
      },
    },
    async (request) => {
      const user = currentUser(request);
      const test = await ownTest(ctx.db, user.id, request.params.hash);
      const checkout_url = await startAddOnCheckout(ctx.db, test, ctx.clock.now());
      await audit(ctx.db, ctx.clock, request, 'read', { type: 'user_test', id: test.hash, subjectUserId: user.id });
      return { checkout_url };
    },
  );

  app.post(
    '/api/v1/user-tests/:hash/ungated-checkout/',
    {
      config: { access: access.owner('user-test') },
      schema: {
        ...common,
        summary: 'Buy ungated Rx treatments',
        description: `Starts a checkout of ungated-Rx treatments (prescriptions that do not wait for results). SPEC calls the payload free-form; the API defines it as \`{treatment_slugs}\`: 1-4 distinct slugs among ${UNGATED_RX_TREATMENTS.join(', ')} (any other is 400 with field treatment_slugs). Needs a test whose submitted health history reports symptoms an ungated treatment answers (\`eligible_for_ungated_rx\`; 409 otherwise). Another user's test: 404.`,
        params: hashParams,
        body: ungatedCheckoutBody,
        response: answered(409),
      },
    },
    async (request) => {
      const user = currentUser(request);
      const test = await ownTest(ctx.db, user.id, request.params.hash);
      const checkout_url = await startUngatedCheckout(ctx.db, test, request.body.treatment_slugs, ctx.clock.now());
      await audit(ctx.db, ctx.clock, request, 'read', { type: 'user_test', id: test.hash, subjectUserId: user.id });
      return { checkout_url };
    },
  );

  app.post(
    '/api/v1/user-tests/retest-checkout/',
    {
      config: { access: access.signedIn() },
      schema: {
        ...common,
        summary: 'Buy a retest kit with the retest discount',
        description: `Starts a checkout of one vaginal microbiome test kit with a fixed-amount discount. \`discount_code\` defaults to RETEST20 ($20 off, SPEC §9); known codes: ${Object.keys(RETEST_DISCOUNTS).join(', ')}; any other answers 400 (field discount_code). Needs a ready test (a retest repeats a test with results): 409 otherwise. The session is linked to the latest ready test.`,
        body: retestCheckoutBody,
        response: answered(409),
      },
    },
    async (request) => {
      const user = currentUser(request);
      const code = request.body.discount_code ?? 'RETEST20';
      const { checkoutUrl, readyTest } = await startRetestCheckout(ctx.db, user.id, code, ctx.clock.now());
      await audit(ctx.db, ctx.clock, request, 'read', { type: 'user_test', id: readyTest.hash, subjectUserId: user.id });
      return { checkout_url: checkoutUrl };
    },
  );
}
