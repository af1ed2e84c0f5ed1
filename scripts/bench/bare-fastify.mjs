// The bench's yardsticks: a minimal Fastify app (the API's own Fastify) on the port given as argv[2],
// in one process or, with argv[3] = N > 1, in N worker processes sharing the port (node:cluster, as
// the API runs with FLORA_API_WORKERS). GET /bare answers a small JSON. With argv[4], a database (a
// SQLite file's path or a postgres:// URL), GET /bare-read also reads one row of it per request (the
// demo user's, by primary key, through the API's own driver as a prepared statement): the least a
// route that reads the database costs. Prints "ready" once it listens.
import cluster from 'node:cluster';
import { createRequire } from 'node:module';
import path from 'node:path';
import { ROOT } from '../lib/toolchain.mjs';

const [port, workers = '1', database] = process.argv.slice(2);
const apiRequire = createRequire(path.join(ROOT, 'api/package.json'));
const USER_ROW = 'select id, email, first_name, last_name from users where email = ';

/** A function reading the demo user's row, on the API's driver for `database`. */
async function userReader(database) {
  if (/^postgres(ql)?:/.test(database)) {
    const { Pool } = apiRequire('pg');
    // The API's pool size, and a named statement as the API's hot reads use.
    const pool = new Pool({ connectionString: database, max: 10 });
    const query = { name: 'bare-read', text: `${USER_ROW}$1`, values: ['demo@flora.test'] };
    return async () => (await pool.query(query)).rows[0];
  }
  const Database = apiRequire('better-sqlite3');
  const statement = new Database(database, { readonly: true }).prepare(`${USER_ROW}?`);
  return async () => statement.get('demo@flora.test');
}

if (cluster.isPrimary && Number(workers) > 1) {
  let listening = 0;
  for (let i = 0; i < Number(workers); i++) {
    cluster.fork().once('listening', () => ++listening === Number(workers) && console.log('ready'));
  }
  for (const sig of ['SIGINT', 'SIGTERM']) {
    process.once(sig, () => {
      for (const worker of Object.values(cluster.workers)) worker.process.kill(sig);
      process.exit(0);
    });
  }
} else {
  const Fastify = apiRequire('fastify');
  const app = Fastify({ logger: false });
  app.get('/bare', async () => ({ ok: true, name: 'flora' }));
  if (database) {
    const readUser = await userReader(database);
    app.get('/bare-read', async () => readUser());
  }
  await app.listen({ port: Number(port), host: '127.0.0.1' });
  if (cluster.isPrimary) console.log('ready');
  for (const sig of ['SIGINT', 'SIGTERM']) process.once(sig, () => app.close().then(() => process.exit(0)));
}
