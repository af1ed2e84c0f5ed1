// Who may read GET /metrics: loopback and the networks of FLORA_METRICS_NETWORKS, connected
// directly. The socket's address decides (never X-Forwarded-For, which a client writes), and a
// request relayed by a proxy is refused whatever its socket: a balancer on the same machine would
// otherwise make every public client look like loopback.
import net from 'node:net';
import type { FastifyRequest } from 'fastify';
import type { Network } from '../../config';

const LOOPBACK: Network[] = [
  { address: '127.0.0.0', prefix: 8, family: 'ipv4' },
  { address: '::1', prefix: 128, family: 'ipv6' },
];

const RELAYED = ['forwarded', 'x-forwarded-for', 'x-real-ip'];

/** Whether a request may scrape the metrics. */
export function scrapeAllowed(networks: readonly Network[]): (request: FastifyRequest) => boolean {
  const allowed = new net.BlockList();
  for (const { address, prefix, family } of [...LOOPBACK, ...networks]) allowed.addSubnet(address, prefix, family);
  return (request) => {
    if (RELAYED.some((header) => request.headers[header] !== undefined)) return false;
    const remote = request.socket.remoteAddress ?? '';
    // An IPv4 client on a dual-stack socket: ::ffff:10.0.5.7.
    const v4 = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(remote)?.[1];
    if (v4) return allowed.check(v4, 'ipv4');
    const family = net.isIP(remote);
    return family !== 0 && allowed.check(remote, family === 4 ? 'ipv4' : 'ipv6');
  };
}
