// Everything the API reads from the environment, in one place.
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

export const REPO_ROOT = path.resolve(__dirname, '../..');
export const API_ROOT = path.resolve(__dirname, '..');

const DEFAULT_ORIGINS = [3000, 3001, 3002, 3003, 3004, 3005].flatMap((port) => [
  `http://localhost:${port}`,
  `http://127.0.0.1:${port}`,
]);

export interface Config {
  port: number;
  host: string;
  /** postgres://... selects PostgreSQL. */
  databaseUrl?: string;
  sqliteFile: string;
  /**
   * FLORA_PHOTO_ID_DIR: where the photos of patients' IDs are stored (one file per photo, random
   * names). Default: <name>-photo-ids/ beside the SQLite file <name>.sqlite, in the data folder
   * (.flora/flora-photo-ids/): each database keeps its own. Never served.
   */
  photoIdDir: string;
  /** When unset, a secret is generated once and kept in the settings table. */
  jwtSecret?: string;
  allowedOrigins: string[];
  frontendUrl: string;
  /** FLORA_ENV: `production` unless set (a plain `node api/dist/server.js` is a deployment); `development` for `npm start` and the e2e. */
  envName: string;
  logLevel: string;
  /** Passed to Fastify's trustProxy (set when running behind a load balancer). */
  trustProxy: boolean | string;
  /** API processes serving the port (server.ts); more than one uses every core of the machine. */
  workers: number;
  /**
   * FLORA_DRAIN_MS: on SIGTERM, how long the node keeps serving while /api/ready answers 503, before
   * it stops listening (server.ts). Behind a balancer: longer than its check interval × fall
   * (docs/deploy.md). Default 0: a lone node stops at once.
   */
  drainMs: number;
  /**
   * SMTP_URL (smtp://user:pass@host:587, smtps://... for TLS from the start): when set, the API
   * delivers its email outbox over SMTP (features/email/smtp-sender.ts). Unset: emails stay in the
   * outbox (development reads them at /api/dev/mailbox/).
   */
  smtpUrl?: string;
  /** SMTP_FROM: the From of every email. */
  mailFrom: string;
  /**
   * FLORA_REGISTRATIONS_PER_HOUR: accounts one client address may register an hour, when not the
   * default (docs/security.md); the e2e journeys register dozens from one machine.
   */
  registrationsPerHour?: number;
  /**
   * FLORA_METRICS_NETWORKS: networks besides loopback that may scrape GET /metrics, comma-separated
   * CIDRs (`10.0.5.0/24, fd00::/64`; a bare address is one host). Everyone else gets 404.
   */
  metricsNetworks: Network[];
}

/** An address block: `10.0.5.0/24` is { address: '10.0.5.0', prefix: 24, family: 'ipv4' }. */
export interface Network {
  address: string;
  prefix: number;
  family: 'ipv4' | 'ipv6';
}

/** FLORA_METRICS_NETWORKS: CIDRs (or bare addresses), comma-separated; throws on anything else. */
function parseNetworks(value: string | undefined): Network[] {
  return list(value).map((cidr) => {
    const [address = '', prefixText, extra] = cidr.split('/');
    const version = net.isIP(address);
    const max = version === 4 ? 32 : 128;
    const prefix = prefixText === undefined ? max : /^\d{1,3}$/.test(prefixText) ? Number(prefixText) : NaN;
    if (version === 0 || extra !== undefined || !(prefix >= 0 && prefix <= max)) {
      throw new Error(`FLORA_METRICS_NETWORKS must list CIDRs such as 10.0.5.0/24 or fd00::/64 (got "${cidr}")`);
    }
    return { address, prefix, family: version === 4 ? 'ipv4' : 'ipv6' };
  });
}

/** A whole number from 1 up, or undefined when unset. */
export function parseRegistrationsPerHour(value: string | undefined): number | undefined {
  const v = (value ?? '').trim();
  if (v === '') return undefined;
  if (!/^[1-9]\d*$/.test(v)) throw new Error(`FLORA_REGISTRATIONS_PER_HOUR must be a whole number from 1 (got "${value}")`);
  return Number(v);
}

export const DEFAULT_MAIL_FROM = 'Flora <no-reply@flora.localhost>';

export const MAX_WORKERS = 64;

/** FLORA_API_WORKERS: unset = 1, "auto" = one per core, else a whole number from 1 to MAX_WORKERS. */
function parseWorkers(value: string | undefined): number {
  const v = (value ?? '').trim().toLowerCase();
  if (v === '') return 1;
  if (v === 'auto') return Math.min(os.availableParallelism(), MAX_WORKERS);
  const n = /^\d+$/.test(v) ? Number(v) : NaN;
  if (!(n >= 1 && n <= MAX_WORKERS)) throw new Error(`FLORA_API_WORKERS must be "auto" or a whole number from 1 to ${MAX_WORKERS} (got "${value}")`);
  return n;
}

/** FLORA_DRAIN_MS: whole milliseconds, 0 when unset. */
function parseDrainMs(value: string | undefined): number {
  const v = (value ?? '').trim();
  if (v === '') return 0;
  if (!/^\d+$/.test(v)) throw new Error(`FLORA_DRAIN_MS must be a whole number of milliseconds (got "${value}")`);
  return Number(v);
}

/** .flora/flora.sqlite -> .flora/flora-photo-ids (a name the e2e's `rm -f e2e.sqlite*` leaves alone). */
export const defaultPhotoIdDir = (sqliteFile: string) =>
  path.join(path.dirname(sqliteFile), `${path.basename(sqliteFile, path.extname(sqliteFile))}-photo-ids`);

const list = (v: string | undefined) =>
  (v ?? '')
    .split(',')
    .map((s) => s.trim().replace(/\/$/, ''))
    .filter(Boolean);

export const isDevelopment = (config: Pick<Config, 'envName'>) => config.envName === 'development';

const envNameOf = (env: NodeJS.ProcessEnv) => env.FLORA_ENV || 'production';

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const envName = envNameOf(env);
  const origins = list(env.FLORA_ALLOWED_ORIGINS);
  const trustProxy = env.FLORA_TRUST_PROXY;
  const sqliteFile = path.resolve(env.FLORA_DB_FILE || path.join(REPO_ROOT, '.flora', 'flora.sqlite'));
  const frontendUrl = (env.FLORA_FRONTEND_URL || 'http://localhost:3000').replace(/\/$/, '');
  return {
    port: Number(env.API_PORT || 4000),
    host: env.API_HOST || '127.0.0.1',
    databaseUrl: env.DATABASE_URL || undefined,
    sqliteFile,
    photoIdDir: path.resolve(env.FLORA_PHOTO_ID_DIR || defaultPhotoIdDir(sqliteFile)),
    jwtSecret: env.FLORA_JWT_SECRET || undefined,
    // Loopback on any of the dev ports only in development; a deployment trusts its own front end.
    allowedOrigins: origins.length ? origins : isDevelopment({ envName }) ? DEFAULT_ORIGINS : [new URL(frontendUrl).origin],
    frontendUrl,
    envName,
    logLevel: env.FLORA_LOG_LEVEL || 'warn',
    trustProxy: trustProxy === undefined || trustProxy === '' ? false : trustProxy === 'true' ? true : trustProxy,
    workers: parseWorkers(env.FLORA_API_WORKERS),
    drainMs: parseDrainMs(env.FLORA_DRAIN_MS),
    smtpUrl: env.SMTP_URL?.trim() || undefined,
    mailFrom: env.SMTP_FROM?.trim() || DEFAULT_MAIL_FROM,
    registrationsPerHour: parseRegistrationsPerHour(env.FLORA_REGISTRATIONS_PER_HOUR),
    metricsNetworks: parseNetworks(env.FLORA_METRICS_NETWORKS),
  };
}

/** Shortest FLORA_JWT_SECRET a deployment accepts (HS256: at least 256 bits). */
export const MIN_JWT_SECRET_LENGTH = 32;

/**
 * Why this environment may not serve as a deployment (empty: it may). Outside development nothing
 * may fall back to a default: the signing secret would sit in the database beside the data, and
 * emailed links would point at localhost.
 */
export function deploymentProblems(env: NodeJS.ProcessEnv = process.env): string[] {
  if (isDevelopment({ envName: envNameOf(env) })) return [];
  const problems: string[] = [];
  if ((env.FLORA_JWT_SECRET ?? '').length < MIN_JWT_SECRET_LENGTH)
    problems.push(`set FLORA_JWT_SECRET to a random secret of at least ${MIN_JWT_SECRET_LENGTH} characters`);
  if (!isHttpUrl(env.FLORA_FRONTEND_URL))
    problems.push('set FLORA_FRONTEND_URL to the public http(s) address of the shell (emailed links point there)');
  return problems;
}

function isHttpUrl(value: string | undefined): boolean {
  try {
    return ['http:', 'https:'].includes(new URL(value ?? '').protocol);
  } catch {
    return false;
  }
}
