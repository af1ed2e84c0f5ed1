// buildApp: the Fastify application over a given database (tests inject their own).
import Fastify, { type FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { type Clock, systemClock } from './common/clock';
import { type FulfilmentRule, fulfilmentRegistry } from './common/fulfilment';
import { OneTimeTokens } from './common/one-time-tokens';
import { serializeRequest } from './common/log-redaction';
import { RateLimiter } from './common/rate-limiter';
import { MAX_PARAM_LENGTH, TEXT_FORMATS } from './schemas/common';
import { type Config, isDevelopment, loadConfig, MIN_JWT_SECRET_LENGTH } from './config';
import { type AppContext, DEFAULT_RATE_LIMITS, type RateLimitSettings } from './context';
import type { Database } from './db/schema';
import { getOrCreateJwtSecret } from './db/settings-repository';
import { accessLogFeature } from './features/access-log';
import { accountFeature } from './features/account';
import { announcementsFeature } from './features/announcements';
import { auditFeature } from './features/audit';
import { authFeature, createTokenRepository, DEFAULT_TOKEN_SETTINGS, JwtCodec, TokenService, type TokenSettings } from './features/auth';
import { cartsFeature, fulfilCart } from './features/carts';
import { clinicianFeature } from './features/clinician';
import { coachingFeature, fulfilCoachingCall } from './features/coaching';
import { consultsFeature, fulfilRefill } from './features/consults';
import { devMailboxFeature, emailFeature, type Mailer, OutboxMailer, SmtpSender } from './features/email';
import { demoGuideFeature } from './features/demo';
import { faqsFeature } from './features/faqs';
import { healthFeature, newReadiness, type Readiness } from './features/health';
import { localMetrics, type MetricsSource, metricsFeature } from './features/metrics';
import { labIntakeFeature } from './features/lab-intake';
import { FilesystemPhotoIdStore, intakeFeature, photoIdFeature, type PhotoIdStore } from './features/intake';
import { fulfilVoucher, malePartnerFeature } from './features/male-partner';
import { messagesFeature } from './features/messages';
import { fulfilExpandedPcr, fulfilTestKit, ordersFeature } from './features/orders';
import { paymentsFeature, sandboxPaymentProvider } from './features/payments';
import { orderTransferFeature } from './features/order-transfer';
import { planFeature } from './features/plan';
import { productsFeature } from './features/products';
import { fulfilProviderOrder, providerFeature } from './features/provider';
import { researchConsentFeature } from './features/research-consent';
import { fulfilSubscription, subscriptionsFeature } from './features/subscriptions';
import { testsFeature } from './features/tests';
import { healthHistoryFeature } from './features/health-history';
import { treatmentPlansFeature } from './features/treatment-plans';
import { findUserById, userFeature } from './features/user';
import { authenticatePlugin } from './plugins/authenticate';
import { corsPlugin } from './plugins/cors';
import { docsPlugin } from './plugins/docs';
import { answerClientError, answerFrameworkError, errorHandlerPlugin } from './plugins/error-handler';
import { jsonBodyPlugin } from './plugins/json-body';
import { noNulPlugin } from './plugins/no-nul';
import { requestIdOf, requestIdPlugin } from './plugins/request-id';
import { securityHeadersPlugin } from './plugins/security-headers';

export interface BuildAppOptions {
  db: Kysely<Database>;
  /** Defaults to loadConfig() (the environment). */
  config?: Partial<Config>;
  clock?: Clock;
  mailer?: Mailer;
  /** Defaults to the filesystem under config.photoIdDir. */
  photoIdStore?: PhotoIdStore;
  tokens?: Partial<TokenSettings>;
  rateLimits?: Partial<RateLimitSettings>;
  /** What GET /metrics shows (server.ts: the process's or, with workers, the node's); a bare registry by default. */
  metrics?: MetricsSource;
  /** The server's handle to drain the node before it stops (server.ts). */
  readiness?: Readiness;
  /** false silences the logger (tests); an object adds pino options (level, stream). Redaction always applies. */
  logger?: boolean | Record<string, unknown>;
}

const testKit: FulfilmentRule = { name: 'test-kit', fulfil: fulfilTestKit };

/** What processing a paid order runs (the contract: common/fulfilment.ts). A new area plugs in here. */
const FULFILMENTS = fulfilmentRegistry({
  byCheckoutKind: {
    'vPCR-add-on': { name: 'expanded-pcr', fulfil: fulfilExpandedPcr },
    retest: testKit,
    refill: { name: 'refill', fulfil: fulfilRefill },
    // The provider order issues its patient's kit itself (at payment or when the patient accepts).
    'provider-order': { name: 'provider-order', fulfil: fulfilProviderOrder },
  },
  subscription: { name: 'subscription', fulfil: fulfilSubscription },
  byProductSlug: {
    'coaching-call': { name: 'coaching-call', fulfil: fulfilCoachingCall },
  },
  byProductKind: {
    test: testKit,
    'male-partner': { name: 'male-partner-voucher', fulfil: fulfilVoucher },
  },
  orderByCheckoutKind: { cart: fulfilCart },
});

/** Secrets and tokens never reach the logs (URLs: common/log-redaction.ts). */
const REDACT = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.body',
  'body',
  '*.password',
  '*.access',
  '*.refresh',
  '*.token',
  '*.hash',
];

export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const config: Config = { ...loadConfig(), ...options.config };
  const clock = options.clock ?? systemClock;
  const { db } = options;

  const app = Fastify({
    logger:
      options.logger === false
        ? false
        : {
            level: config.logLevel,
            ...(typeof options.logger === 'object' ? options.logger : {}),
            redact: { paths: REDACT, censor: '[redacted]' },
            serializers: { req: serializeRequest },
          },
    trustProxy: config.trustProxy,
    // requestIdOf reads (and checks) X-Request-Id itself: Fastify's requestIdHeader would take any value.
    requestIdHeader: false,
    genReqId: requestIdOf,
    routerOptions: { ignoreTrailingSlash: true, ignoreDuplicateSlashes: true, maxParamLength: MAX_PARAM_LENGTH },
    bodyLimit: 64 * 1024,
    // What Fastify answers before any route runs is {detail} too (error-handler.ts).
    frameworkErrors: answerFrameworkError,
    clientErrorHandler: answerClientError,
    ajv: {
      // Reject unknown fields (additionalProperties: false) instead of silently dropping them,
      // and never coerce types: "true" is not a boolean, 12 is not a string. Query strings are
      // declared as strings. The formats `text` and `line` refuse control characters in free text
      // (schemas/common.ts).
      customOptions: {
        removeAdditional: false,
        coerceTypes: false,
        useDefaults: true,
        allErrors: false,
        formats: {
          text: { type: 'string', validate: TEXT_FORMATS.text },
          line: { type: 'string', validate: TEXT_FORMATS.line },
        },
      },
    },
  });

  const jwtSecret = config.jwtSecret ?? (await getOrCreateJwtSecret(db, clock.now()));
  if (jwtSecret.length < MIN_JWT_SECRET_LENGTH) app.log.warn(`FLORA_JWT_SECRET is shorter than ${MIN_JWT_SECRET_LENGTH} characters`);
  const tokens = new TokenService(
    createTokenRepository(db),
    new JwtCodec(jwtSecret),
    clock,
    async (userId) => !!(await findUserById(db, userId))?.isActive,
    { ...DEFAULT_TOKEN_SETTINGS, ...options.tokens },
  );
  // With SMTP_URL the outbox is delivered from this process (smtp-sender.ts: rows are claimed, so any
  // number of API processes can run one). Stopped with the app.
  const sender = config.smtpUrl ? new SmtpSender({ db, clock, smtpUrl: config.smtpUrl, from: config.mailFrom, log: app.log }) : null;
  const ctx: AppContext = {
    db,
    clock,
    mailer: options.mailer ?? new OutboxMailer(db, clock, sender ? () => sender.nudge() : undefined),
    rateLimiter: new RateLimiter(db, clock),
    oneTimeTokens: new OneTimeTokens(db, clock),
    tokens,
    limits: {
      ...DEFAULT_RATE_LIMITS,
      ...(config.registrationsPerHour && {
        registrationsPerAddress: { ...DEFAULT_RATE_LIMITS.registrationsPerAddress, max: config.registrationsPerHour },
      }),
      ...options.rateLimits,
    },
    photoIds: options.photoIdStore ?? new FilesystemPhotoIdStore(config.photoIdDir),
    frontendUrl: config.frontendUrl,
    envName: config.envName,
    readiness: options.readiness ?? newReadiness(),
  };

  await app.register(requestIdPlugin);
  await app.register(metricsFeature, { db, source: options.metrics ?? localMetrics(), networks: config.metricsNetworks });
  await app.register(errorHandlerPlugin);
  await app.register(noNulPlugin);
  await app.register(jsonBodyPlugin);
  await app.register(corsPlugin, { allowedOrigins: config.allowedOrigins });
  await app.register(docsPlugin);
  await app.register(authenticatePlugin, ctx);

  await app.register(healthFeature, ctx);
  await app.register(authFeature, ctx);
  await app.register(emailFeature, ctx);
  // Only a development API without SMTP shows its outbox to anyone who asks (dev-mailbox-routes.ts).
  if (isDevelopment(config) && !config.smtpUrl) await app.register(devMailboxFeature, ctx);
  if (isDevelopment(config)) await app.register(demoGuideFeature);
  await app.register(userFeature, ctx);
  await app.register(announcementsFeature, ctx);
  await app.register(coachingFeature, ctx);
  await app.register(accountFeature, ctx);
  await app.register(researchConsentFeature, ctx);
  await app.register(testsFeature, ctx);
  await app.register(healthHistoryFeature, ctx);
  await app.register(labIntakeFeature, ctx);
  await app.register(consultsFeature, ctx);
  await app.register(treatmentPlansFeature, ctx);
  await app.register(clinicianFeature, ctx);
  await app.register(productsFeature, ctx);
  await app.register(auditFeature, ctx);
  await app.register(accessLogFeature, ctx);
  await app.register(intakeFeature, ctx);
  await app.register(photoIdFeature, ctx);
  await app.register(messagesFeature, ctx);
  await app.register(faqsFeature, ctx);
  await app.register(cartsFeature, ctx);
  await app.register(paymentsFeature(sandboxPaymentProvider, FULFILMENTS), ctx);
  await app.register(ordersFeature(FULFILMENTS), ctx);
  await app.register(malePartnerFeature, ctx);
  await app.register(orderTransferFeature, ctx);
  await app.register(providerFeature, ctx);
  await app.register(subscriptionsFeature, ctx);
  await app.register(planFeature, ctx);
  // Last, so that its onSend hook runs after every other one (security-headers.ts).
  await app.register(securityHeadersPlugin);

  if (sender) app.addHook('onClose', () => sender.stop());

  await app.ready();
  sender?.start();
  return app;
}
