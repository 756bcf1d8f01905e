/**
 * Runs a kitchen job (plan my week, use it up) in a worker, started on first use and kept for the
 * page's life; where workers cannot run, the job runs here, loaded on demand. Either way the
 * planner and the food table come with the first job, never with the first visit (decision 0006).
 */
import type { KitchenAnswer, KitchenJob } from './kitchen-jobs.ts';

type Reply = { id: number; ok: true; answer: unknown } | { id: number; ok: false; message: string };

let worker: Worker | null = null;
let nextId = 1;
const waiting = new Map<number, { resolve(answer: unknown): void; reject(error: Error): void }>();

function startWorker(): Worker | null {
  if (worker || typeof Worker === 'undefined') return worker;
  try {
    worker = new Worker(new URL('./kitchen-worker.ts', import.meta.url), { type: 'module' });
  } catch {
    return null;
  }
  worker.onmessage = (event: MessageEvent<Reply>) => {
    const reply = event.data;
    const pending = waiting.get(reply.id);
    waiting.delete(reply.id);
    if (reply.ok) pending?.resolve(reply.answer);
    else pending?.reject(new Error(reply.message));
  };
  worker.onerror = () => {
    // A worker that cannot load (offline before it was cached): its jobs fail, the next starts anew.
    for (const pending of waiting.values())
      pending.reject(new Error('The planner could not start.'));
    waiting.clear();
    worker?.terminate();
    worker = null;
  };
  return worker;
}

export function runInKitchen<J extends KitchenJob>(job: J): Promise<KitchenAnswer<J>> {
  const running = startWorker();
  if (!running) return import('./kitchen-jobs.ts').then((jobs) => jobs.runKitchenJob(job));
  const id = nextId++;
  return new Promise((resolve, reject) => {
    waiting.set(id, { resolve: resolve as (answer: unknown) => void, reject });
    running.postMessage({ id, job });
  });
}
