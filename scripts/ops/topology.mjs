// `npm run test:ops`: the production topology, tested. A throw-away PostgreSQL, three API nodes
// (the built server in production mode, ops/env/api.env.example's settings) started together,
// HAProxy rendered from ops/haproxy.cfg in front, and an SMTP server every node delivers its outbox
// to. Checks across nodes (migrations, revoked sessions, rate limits, the outbox, checkout), then a
// mixed load of patients through the balancer while one node is killed (SIGKILL) and each node in
// turn is restarted gracefully (SIGTERM). Prints the counts; writes .flora/ops-report.json for
// scripts/test.mjs. Exits non-zero on any failed check.
import { mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { ROOT, ensureHaproxy, log } from '../lib/toolchain.mjs';
import { buildStale } from '../lib/build.mjs';
import { ensurePostgres, startThrowawayPostgres } from '../lib/postgres.mjs';
import { ApiNode, DRAIN_MS, nodeEnv, opsPorts, seedDemoData, startHaproxy } from './cluster.mjs';
import { Patient, runLoad, startSmtp } from './patients.mjs';

const { Client } = createRequire(path.join(ROOT, 'api/package.json'))('pg');

const NODES = 3;
/** A refresh token presented again within this long answers its successor (two tabs at once, token-service.ts). */
const REUSE_GRACE_MS = 10_000;
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const startedAt = Date.now();

const results = [];
/** Runs one named check; a thrown error fails it, and the run goes on. */
async function check(name, body) {
  const t0 = Date.now();
  try {
    const detail = await body();
    results.push({ name, ok: true, detail });
    log(`ops: ✓ ${name}${detail ? ` — ${detail}` : ''} (${Date.now() - t0} ms)`);
  } catch (error) {
    results.push({ name, ok: false, detail: error.message });
    log(`ops: ✗ ${name}: ${error.message}`);
  }
}
function expect(condition, message) {
  if (!condition) throw new Error(message);
}

ensureHaproxy();
await buildStale(['api']);
const binDir = ensurePostgres();
if (!binDir) process.exit(1);
const pg = await startThrowawayPostgres(binDir);
const smtp = await startSmtp();
const [lbPort, staticPort, ...nodePorts] = await opsPorts(NODES + 2);
const nodes = nodePorts.map(
  (port, i) =>
    new ApiNode(
      `node${i + 1}`,
      port,
      nodeEnv({
        port,
        databaseUrl: pg.url,
        frontendUrl: `http://127.0.0.1:${lbPort}`,
        // Every node runs a sender. The load's patients all sign up from one address.
        extra: { SMTP_URL: smtp.url, SMTP_FROM: 'Flora <no-reply@flora.test>', FLORA_REGISTRATIONS_PER_HOUR: '100000' },
      }),
    ),
);
const db = new Client({ connectionString: pg.url });
let balancer;
const figures = {};

const cleanup = async () => {
  await Promise.all(nodes.map((n) => n.kill().catch(() => {})));
  await balancer?.stop().catch(() => {});
  await db.end().catch(() => {});
  await smtp.close();
  pg.stop();
};
process.once('SIGINT', () => cleanup().finally(() => process.exit(130)));

try {
  log(`ops: PostgreSQL on ${new URL(pg.url).port}; starting ${NODES} API nodes together on ${nodePorts.join(', ')}`);
  await Promise.all(nodes.map((n) => n.start()));
  await db.connect();
  balancer = await startHaproxy({ port: lbPort, nodes, staticServer: `127.0.0.1:${staticPort}` });
  for (const node of nodes) await balancer.waitFor(node, 'UP');
  log(`ops: HAProxy on ${lbPort}, every node UP`);
  const [a, b, c] = nodes;

  await check('migrations applied exactly once by the nodes started together', async () => {
    const applied = nodes.map((n) => Number(/migrations applied: (\d+)/.exec(n.output)?.[1] ?? NaN));
    const { rows } = await db.query('select count(*)::int as n, count(distinct name)::int as names from kysely_migration');
    expect(rows[0].n === rows[0].names, `kysely_migration holds a migration twice (${rows[0].n} rows, ${rows[0].names} names)`);
    expect(applied.reduce((x, y) => x + y, 0) === rows[0].n, `the nodes applied ${applied.join(' + ')} migrations; the database has ${rows[0].n}`);
    expect(applied.filter((n) => n > 0).length === 1, `more than one node applied migrations: ${applied.join(', ')}`);
    return `${rows[0].n} migrations, applied by one node (${applied.join(' / ')})`;
  });

  // The patients shop from the demo catalogue.
  seedDemoData(a.env);

  // Rotated now, presented again once the grace has passed (after the next checks).
  const reuser = await Patient.register(a.url, 'reuse');
  const stolen = reuser.refresh;
  const rotated = await reuser.post(a.url, '/api/token/refresh/', { refresh: stolen });
  const rotatedAt = Date.now();

  await check('a sign-out on one node is refused on the others at once', async () => {
    const p = await Patient.register(a.url, 'signout');
    expect((await p.get(b.url, '/api/v1/user-config/')).status === 200, 'the new session does not work on another node');
    expect((await p.post(a.url, '/api/token/logout/', { refresh: p.refresh, access: p.access })).status === 200, 'sign-out refused');
    for (const node of [b, c]) {
      expect((await p.get(node.url, '/api/v1/user-config/')).status === 401, `${node.name} still accepts the access token`);
      expect((await p.post(node.url, '/api/token/refresh/', { refresh: p.refresh })).status === 401, `${node.name} still refreshes`);
    }
  });

  await check('a password change on one node signs her other sessions out on every node', async () => {
    const p = await Patient.register(a.url, 'password');
    const other = await p.signIn(c.url);
    const changed = await p.post(b.url, '/api/v1/user/password/', { current_password: p.password, new_password: `${p.password}-new` });
    expect(changed.status === 200, `password change refused (${changed.status})`);
    for (const node of nodes) expect((await other.get(node.url, '/api/v1/user-config/')).status === 401, `${node.name} still accepts the other session`);
    expect((await p.get(c.url, '/api/v1/user-config/')).status === 200, 'the session that changed it was signed out too');
  });

  await check('sign-in attempts are counted across nodes', async () => {
    const p = await Patient.register(a.url, 'limits');
    // 5 wrong passwords per account and address in 15 minutes (context.ts), spread over the nodes.
    const statuses = [];
    for (let i = 0; i < 6; i++) statuses.push((await p.signInAnswer(nodes[i % NODES].url, 'wrong-password-1')).status);
    expect(statuses.slice(0, 5).every((s) => s === 401), `the first 5 wrong passwords: ${statuses.slice(0, 5).join(', ')}`);
    expect(statuses[5] === 429, `the 6th (on ${nodes[5 % NODES].name}) answered ${statuses[5]}, not 429`);
    return statuses.join(' ');
  });

  await check('a checkout paid on two nodes at once makes one order', async () => {
    const p = await Patient.register(a.url, 'checkout');
    const checkoutUrl = await p.startCheckout(a.url);
    const answers = await Promise.all([b, c].map((node) => Patient.pay(node.url, checkoutUrl)));
    expect(answers.every((r) => r.status === 303), `pay answered ${answers.map((r) => r.status).join(', ')}`);
    expect(answers[0].headers.get('location') === answers[1].headers.get('location'), 'the two answers differ');
    const { rows } = await db.query('select count(*)::int as n from orders where checkout_id = $1', [checkoutUrl.split('/').at(-2)]);
    expect(rows[0].n === 1, `${rows[0].n} orders for one checkout`);
  });

  await check('each outbox email is sent once though every node runs a sender', async () => {
    // Sign-ups on every node at once, each writing a verification email to the outbox.
    await Promise.all(nodes.flatMap((node) => [1, 2, 3].map(() => Patient.register(node.url, 'email'))));
    const { rows } = await db.query('select count(*)::int as n from email_outbox');
    await smtp.waitFor((mail) => mail.length >= rows[0].n, 20_000);
    await sleep(500);
    const unsent = await db.query('select count(*)::int as n from email_outbox where sent_at is null');
    expect(unsent.rows[0].n === 0, `${unsent.rows[0].n} outbox rows not sent`);
    expect(smtp.received.length === rows[0].n, `${smtp.received.length} delivered for ${rows[0].n} in the outbox`);
    expect(new Set(smtp.received.map((m) => m.messageId)).size === rows[0].n, 'an email was delivered twice');
    return `${rows[0].n} emails, each delivered once`;
  });

  await check('a refresh token used twice (on two nodes) revokes its session on every node', async () => {
    expect(rotated.status === 200, `refresh refused (${rotated.status})`);
    const next = (await rotated.json()).refresh;
    await sleep(Math.max(0, rotatedAt + REUSE_GRACE_MS + 500 - Date.now()));
    expect((await reuser.post(b.url, '/api/token/refresh/', { refresh: stolen })).status === 401, 'the reused refresh token was accepted');
    expect((await reuser.post(c.url, '/api/token/refresh/', { refresh: next })).status === 401, "the family's newer token still works");
    expect((await reuser.get(a.url, '/api/v1/user-config/')).status === 401, "the family's access token still works");
  });

  // The mixed load: patients sign up, read, fill a cart, check out and pay, through the balancer.
  const load = runLoad(balancer.url);
  await sleep(3000);

  await check('a node killed under load: only requests in flight on it fail', async () => {
    // In flight on the node when it died: at most those in flight anywhere at the signal, plus
    // those sent before its exit was seen. Every request sent after that must be served.
    const inFlightAtSignal = load.inFlight();
    const requestsAtSignal = load.requests();
    await b.kill();
    const diedAt = performance.now();
    const inFlightAtKill = inFlightAtSignal + load.requests() - requestsAtSignal;
    await balancer.waitFor(b, 'DOWN');
    await sleep(1500);
    // Back before the rolling restart, whatever the verdict.
    await b.start();
    await balancer.waitFor(b, 'UP');
    const failures = load.failures();
    figures.kill = { inFlightAtKill, failed: failures.length };
    const late = failures.filter((f) => f.startedAt > diedAt);
    expect(late.length === 0, `${late.length} requests sent after the node died failed: ${late.slice(0, 3).map((f) => f.what).join('; ')}`);
    expect(failures.length <= inFlightAtKill, `${failures.length} failed, more than the ${inFlightAtKill} in flight at the kill`);
    return `${failures.length} failed of ${inFlightAtKill} in flight (on any node) at the kill`;
  });

  await check('a rolling restart (each node in turn, SIGTERM): 0 failed requests, each exits 0', async () => {
    const failedBefore = load.failures().length;
    const requestsBefore = load.requests();
    const exits = [];
    for (const node of nodes) {
      const exit = await node.stop();
      exits.push(exit.signal ?? exit.code);
      if (exit.code !== 0) log(`ops: ${node.name} exited with ${exit.signal ?? exit.code}:\n${node.output.slice(-3000)}`);
      await node.start();
      await balancer.waitFor(node, 'UP');
      await sleep(500);
    }
    const failed = load.failures().slice(failedBefore);
    figures.rolling = { requests: load.requests() - requestsBefore, failed: failed.length };
    expect(exits.every((code) => code === 0), `exit codes ${exits.join(', ')}`);
    expect(failed.length === 0, `${failed.length} failed: ${failed.slice(0, 3).map((f) => f.what).join('; ')}`);
    return `${figures.rolling.requests} requests during the restarts (drain ${DRAIN_MS} ms each)`;
  });

  const done = await load.stop();
  figures.load = { requests: done.requests, failed: done.failures.length, visits: done.visits };

  await check('every acknowledged write is in the database', async () => {
    const { registrations, cartLines, paidCheckouts } = done.acknowledged;
    const users = await db.query('select count(*)::int as n from users where email = any($1)', [registrations]);
    const lines = await db.query('select count(*)::int as n from cart_items where id = any($1)', [cartLines]);
    const orders = await db.query('select count(*)::int as n from orders where checkout_id = any($1)', [paidCheckouts]);
    const found = users.rows[0].n + lines.rows[0].n + orders.rows[0].n;
    const acknowledged = registrations.length + cartLines.length + paidCheckouts.length;
    figures.writes = { acknowledged, found };
    expect(acknowledged > 0, 'no write was acknowledged');
    expect(found === acknowledged, `${acknowledged - found} acknowledged writes are missing`);
    return `${found} of ${acknowledged} found (${registrations.length} sign-ups, ${cartLines.length} cart lines, ${paidCheckouts.length} paid orders)`;
  });

  await check('no email is delivered twice under the load, a node killed mid-send included', async () => {
    // The senders catch up with the load's backlog; rows the killed node had claimed wait for their
    // lease to end (2 minutes, smtp-sender.ts) and are not waited for.
    const pending = async () =>
      (await db.query('select count(*)::int as n from email_outbox where sent_at is null and (claimed_until is null or claimed_until < $1)', [new Date().toISOString()])).rows[0].n;
    const deadline = Date.now() + 60_000;
    while ((await pending()) > 0 && Date.now() < deadline) await sleep(250);
    const { rows } = await db.query('select count(*)::int as n, count(sent_at)::int as sent from email_outbox');
    await smtp.waitFor((mail) => mail.length >= rows[0].sent, 5_000);
    const twice = smtp.received.length - new Set(smtp.received.map((m) => m.messageId)).size;
    // Not recorded as sent: claimed by the killed node, which may have delivered before it died
    // (sent again, with the same Message-ID, when the claim's lease ends: at least once).
    figures.emails = { outbox: rows[0].n, delivered: smtp.received.length, twice, claimedByKilled: rows[0].n - rows[0].sent };
    expect(twice === 0, `${twice} emails delivered more than once`);
    const left = await pending();
    expect(left === 0, `${left} emails neither sent nor under a lease after 60 s`);
    return `${smtp.received.length} delivered of ${rows[0].n}, ${figures.emails.claimedByKilled} still claimed by the killed node`;
  });

} catch (error) {
  results.push({ name: 'the topology ran', ok: false, detail: error.message });
  log(`ops: ${error.stack ?? error.message}`);
} finally {
  await cleanup();
}

const passed = results.filter((r) => r.ok).length;
const failed = results.length - passed;
const seconds = Math.round((Date.now() - startedAt) / 1000);
const counts = [
  figures.load && `load: ${figures.load.requests} requests (${figures.load.visits} patient visits), ${figures.load.failed} failed`,
  figures.kill && `kill -9 of one node: ${figures.kill.failed} failed (${figures.kill.inFlightAtKill} in flight at the kill)`,
  figures.rolling && `rolling restart: ${figures.rolling.requests} requests, ${figures.rolling.failed} failed`,
  figures.writes && `writes: ${figures.writes.acknowledged} acknowledged, ${figures.writes.found} found`,
  figures.emails && `emails: ${figures.emails.outbox} in the outbox, ${figures.emails.delivered} delivered, ${figures.emails.twice} twice, ${figures.emails.claimedByKilled} still claimed by the killed node`,
].filter(Boolean);
console.log(`\nops topology (${NODES} API nodes, HAProxy, PostgreSQL; ${seconds} s):\n  ${counts.join('\n  ')}\n  checks: ${passed} passed, ${failed} failed`);
mkdirSync(path.join(ROOT, '.flora'), { recursive: true });
writeFileSync(path.join(ROOT, '.flora/ops-report.json'), `${JSON.stringify({ at: new Date().toISOString(), seconds, passed, failed, results, figures, counts }, null, 2)}\n`);
process.exit(failed === 0 ? 0 : 1);
