// The bench's yardstick: a minimal Fastify app (the API's own Fastify) with one route answering a
// small JSON, in its own process on the port given as argv[2]. Prints "ready" once it listens.
import { createRequire } from 'node:module';
import path from 'node:path';
import { ROOT } from '../lib/toolchain.mjs';

const Fastify = createRequire(path.join(ROOT, 'api/package.json'))('fastify');
const app = Fastify({ logger: false });
app.get('/bare', async () => ({ ok: true, name: 'flora' }));
await app.listen({ port: Number(process.argv[2]), host: '127.0.0.1' });
console.log('ready');
for (const sig of ['SIGINT', 'SIGTERM']) process.once(sig, () => app.close().then(() => process.exit(0)));
