// Several API processes on one port (node:cluster): the primary forks the workers, replaces one
// that dies, and stops them all together. Workers share nothing but the database (DESIGN §5:
// refresh-token families, rate limits and one-time tokens live there), so any worker can answer
// any request, and a single process cannot be the ceiling of a machine with several cores.
import cluster, { type Worker } from 'node:cluster';

export interface WorkerPoolOptions {
  count: number;
  /** The script each worker runs (default: the primary's own entry point). */
  exec?: string;
  /** Extra environment of the workers. */
  env?: NodeJS.ProcessEnv;
  /** A replacement worker died before it listened: the pool cannot recover by itself. */
  onFatal?: (error: Error) => void;
  log?: (message: string) => void;
  /** How long stop() lets a worker close its connections before killing it. */
  stopTimeoutMs?: number;
}

export interface WorkerPool {
  /** Resolves once every worker listens; rejects when one exits before it ever listened. */
  ready: Promise<void>;
  /** Stops every worker (SIGTERM, then SIGKILL after stopTimeoutMs); no worker is replaced any more. */
  stop(): Promise<void>;
}

const describeExit = (code: number | null, signal: string | null) => (signal ? `signal ${signal}` : `code ${code}`);

export function startWorkerPool({ count, exec, env, onFatal, log = console.error, stopTimeoutMs = 5000 }: WorkerPoolOptions): WorkerPool {
  if (exec) cluster.setupPrimary({ exec });
  const workers = new Set<Worker>();
  let listening = 0;
  let started = false;
  let stopping = false;
  let settle!: { resolve: () => void; reject: (error: Error) => void };
  const ready = new Promise<void>((resolve, reject) => (settle = { resolve, reject }));

  const fail = (error: Error) => {
    if (!started) settle.reject(error);
    else onFatal?.(error);
  };

  const fork = () => {
    const worker = cluster.fork(env);
    workers.add(worker);
    let served = false;
    worker.once('listening', () => {
      served = true;
      if (!started && ++listening === count) {
        started = true;
        settle.resolve();
      }
    });
    worker.once('exit', (code, signal) => {
      workers.delete(worker);
      if (stopping) return;
      if (!served) return fail(new Error(`an API worker exited (${describeExit(code, signal)}) before it listened`));
      log(`[flora-api] worker ${worker.process.pid} exited (${describeExit(code, signal)}); starting another`);
      fork();
    });
  };
  for (let i = 0; i < count; i++) fork();

  const stop = async () => {
    stopping = true;
    await Promise.all(
      [...workers].map(
        (worker) =>
          new Promise<void>((resolve) => {
            if (worker.isDead()) return resolve();
            const kill = setTimeout(() => worker.process.kill('SIGKILL'), stopTimeoutMs);
            worker.once('exit', () => {
              clearTimeout(kill);
              resolve();
            });
            worker.process.kill('SIGTERM');
          }),
      ),
    );
  };
  // Startup failed: take the other workers down too.
  ready.catch(() => void stop());
  return { ready, stop };
}
