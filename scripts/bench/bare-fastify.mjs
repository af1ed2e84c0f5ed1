// The bench's yardstick: a minimal Fastify app (the API's own Fastify) with one route answering a
// small JSON, on the port given as argv[2], in one process or, with argv[3] = N > 1, in N worker
// processes sharing the port (node:cluster, as the API runs with FLORA_API_WORKERS). Prints "ready"
// once it listens.
import cluster from 'node:cluster';
import { createRequire } from 'node:module';
import path from 'node:path';
import { ROOT } from '../lib/toolchain.mjs';

const [port, workers = '1'] = process.argv.slice(2);

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
  const Fastify = createRequire(path.join(ROOT, 'api/package.json'))('fastify');
  const app = Fastify({ logger: false });
  app.get('/bare', async () => ({ ok: true, name: 'flora' }));
  await app.listen({ port: Number(port), host: '127.0.0.1' });
  if (cluster.isPrimary) console.log('ready');
  for (const sig of ['SIGINT', 'SIGTERM']) process.once(sig, () => app.close().then(() => process.exit(0)));
}
