// The API in its production topology under load (issue 31): API nodes (each one process, production
// mode) behind HAProxy rendered from ops/haproxy.cfg, on a throw-away PostgreSQL, measured with 1
// and with 3 nodes through the balancer on the API bench's routes, load and user. How the API
// scales out; on a machine with fewer cores than nodes, the nodes share them with the balancer,
// the database and the load generator.
import { ensureHaproxy, log } from '../lib/toolchain.mjs';
import { ensurePostgres, startThrowawayPostgres } from '../lib/postgres.mjs';
import { ApiNode, nodeEnv, opsPorts, seedDemoData, startHaproxy } from '../ops/cluster.mjs';
import { CHECK_DEFAULTS } from '../../ops/render-haproxy.mjs';
import { API_LOAD, API_ROUTES, API_USER, load } from './api.mjs';
import { requestTokens } from './measure.mjs';

const TOPOLOGY_NODES = [1, 3];

/** Runs the topology bench; the built API (api/dist) must exist. */
export async function benchTopology() {
  ensureHaproxy();
  const binDir = ensurePostgres();
  if (!binDir) throw new Error('the topology bench needs PostgreSQL (see above)');
  const pg = await startThrowawayPostgres(binDir);
  const running = [];
  try {
    const runs = [];
    for (const count of TOPOLOGY_NODES) {
      const [lbPort, staticPort, ...ports] = await opsPorts(count + 2);
      const nodes = ports.map((port, i) => new ApiNode(`node${i + 1}`, port, nodeEnv({ port, databaseUrl: pg.url, frontendUrl: `http://127.0.0.1:${lbPort}` })));
      running.push(...nodes);
      log(`bench: ${count} API node(s) on PostgreSQL behind HAProxy on ${lbPort}`);
      await Promise.all(nodes.map((n) => n.start()));
      if (runs.length === 0) seedDemoData(nodes[0].env);
      // The production check timings (the test's faster ones would cost the nodes a little more).
      const balancer = await startHaproxy({ port: lbPort, nodes, staticServer: `127.0.0.1:${staticPort}`, check: CHECK_DEFAULTS });
      running.push({ kill: () => balancer.stop() });
      for (const node of nodes) await balancer.waitFor(node, 'UP');
      const headers = { authorization: `Bearer ${(await requestTokens(balancer.url, API_USER)).access}` };
      // The CPU of the whole topology: every node, the balancer and the database.
      const others = [...nodes.slice(1).map((n) => n.pid), balancer.pid, pg.pid];
      for (const route of API_ROUTES) {
        const run = await load(`GET ${route} (${count} node${count > 1 ? 's' : ''})`, nodes[0], `${balancer.url}${route}`, headers, others);
        runs.push({ ...run, route: `GET ${route}`, nodes: count });
      }
      await Promise.all(nodes.map((n) => n.stop()));
      await balancer.stop();
    }
    return { load: API_LOAD, user: API_USER, nodes: TOPOLOGY_NODES, node: process.version, runs };
  } finally {
    for (const server of running) await server.kill().catch(() => {});
    pg.stop();
  }
}
