// The metrics of a whole node when worker processes share its port (worker-pool.ts): a scrape lands
// on any one worker, which asks the primary; the primary collects every worker's registry and adds
// them up (prom-client's AggregatorRegistry: counters and histograms summed, gauges by their own
// `aggregator`). Without workers the process answers from its own registry.
import cluster from 'node:cluster';
import { randomUUID } from 'node:crypto';
import { AggregatorRegistry, collectDefaultMetrics, Registry } from 'prom-client';

/** Where GET /metrics reads from: this app's registry, and how to turn the scrape into text. */
export interface MetricsSource {
  registry: Registry;
  scrape(): Promise<string>;
}

const REQUEST = 'flora:cluster-metrics?';
const ANSWER = 'flora:cluster-metrics';
const ASK_TIMEOUT_MS = 10_000;

interface Answer {
  type: typeof ANSWER;
  id: string;
  text?: string;
  error?: string;
}

/** This registry alone (the tests' apps: without the process's figures, which keep timers running). */
export const localMetrics = (registry = new Registry()): MetricsSource => ({ registry, scrape: () => registry.metrics() });

/** A registry with the process's own figures (CPU, memory, event loop, GC); /metrics shows it alone. */
export function processMetrics(): MetricsSource {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  return localMetrics(registry);
}

/** A worker's: the figures of this process are reported to the primary, and a scrape shows the node's. */
export function workerMetrics(): MetricsSource {
  const { registry } = processMetrics();
  AggregatorRegistry.setRegistries([registry]);
  // Constructing one is what makes prom-client answer the primary's requests for this worker's figures.
  new AggregatorRegistry();
  const waiting = new Map<string, (answer: Answer) => void>();
  process.on('message', (message: Answer) => {
    if (message?.type === ANSWER) waiting.get(message.id)?.(message);
  });
  const scrape = () =>
    new Promise<string>((resolve, reject) => {
      const id = randomUUID();
      const timer = setTimeout(() => settle({ type: ANSWER, id, error: 'the primary did not answer' }), ASK_TIMEOUT_MS);
      const settle = (answer: Answer) => {
        clearTimeout(timer);
        waiting.delete(id);
        if (answer.text !== undefined) resolve(answer.text);
        else reject(new Error(`cluster metrics: ${answer.error}`));
      };
      waiting.set(id, settle);
      process.send!({ type: REQUEST, id });
    });
  return { registry, scrape };
}

/** In the primary: answers the workers' requests for the node's metrics. */
export function serveClusterMetrics(): void {
  const aggregator = new AggregatorRegistry();
  cluster.on('message', (worker, message: { type?: string; id?: string }) => {
    if (message?.type !== REQUEST) return;
    const reply = (answer: Omit<Answer, 'type' | 'id'>) => {
      if (worker.isConnected()) worker.send({ type: ANSWER, id: message.id, ...answer });
    };
    aggregator.clusterMetrics().then(
      (text) => reply({ text }),
      (err: Error) => reply({ error: err.message }),
    );
  });
}
