// Renders ops/haproxy.cfg from the environment (ops/env/haproxy.env.example lists it):
//   node ops/render-haproxy.mjs > /etc/haproxy/haproxy.cfg
// The topology test and the bench render it the same way (scripts/ops/cluster.mjs).
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const TEMPLATE = fileURLToPath(new URL('./haproxy.cfg', import.meta.url));

/** Production timings: a node is out 2 failed checks 1 s apart after it starts draining. */
export const CHECK_DEFAULTS = { inter: '1s', fall: '2', rise: '2' };

/**
 * The configuration for `nodes` (host:port of each API node), the shell's static server `static`
 * (host:port), listening on `bind`.
 */
export function renderHaproxyConfig({ bind, nodes, static: staticServer, statsSocket, check = {} }) {
  if (!nodes.length) throw new Error('FLORA_API_NODES: at least one API node (host:port, comma-separated)');
  const [inter, fall, rise] = ['inter', 'fall', 'rise'].map((k) => check[k] || CHECK_DEFAULTS[k]);
  const values = {
    BIND: bind,
    STATIC: staticServer,
    STATS_SOCKET: statsSocket,
    CHECK_INTER: inter,
    CHECK_FALL: fall,
    CHECK_RISE: rise,
    API_SERVERS: nodes.map((node, i) => `    server api${i + 1} ${node} check`).join('\n'),
  };
  return readFileSync(TEMPLATE, 'utf8').replace(/\{\{([A-Z_]+)\}\}/g, (whole, name) => {
    if (values[name] === undefined) throw new Error(`ops/haproxy.cfg: no value for ${whole}`);
    return values[name];
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const env = process.env;
  const list = (v) => (v ?? '').split(',').map((s) => s.trim()).filter(Boolean);
  process.stdout.write(
    renderHaproxyConfig({
      bind: env.FLORA_LB_BIND || ':80',
      nodes: list(env.FLORA_API_NODES),
      static: env.FLORA_STATIC_SERVER || '127.0.0.1:3000',
      statsSocket: env.FLORA_LB_STATS_SOCKET || '/run/haproxy/admin.sock',
      check: { inter: env.FLORA_LB_CHECK_INTER, fall: env.FLORA_LB_CHECK_FALL, rise: env.FLORA_LB_CHECK_RISE },
    }),
  );
}
