/**
 * Runs a kitchen job (plan my week, use it up) in a worker, started on first use and kept for the
 * page's life; where workers cannot run, the job runs here, loaded on demand. Either way the
 * planner and the food table come with the first job, never with the first visit (decision 0006).
 * The page loads the table's rows (the chunk the recipe sheet uses too) and gives them to each
 * worker once, so the app and its offline cache hold one copy of the table.
 */
import { loadFoodRows, loadFoodTable } from '@plateful/core';
import type { KitchenAnswer, KitchenJob } from './kitchen-jobs.ts';

type Reply = { id: number; ok: true; answer: unknown } | { id: number; ok: false; message: string };

let worker: Worker | null = null;
/** The worker that has the food table's rows: a worker started anew needs them again. */
let rowsGivenTo: Worker | null = null;
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

async function runHere<J extends KitchenJob>(job: J): Promise<KitchenAnswer<J>> {
  const [jobs, table] = await Promise.all([import('./kitchen-jobs.ts'), loadFoodTable()]);
  return jobs.runKitchenJob(job, table);
}

export async function runInKitchen<J extends KitchenJob>(job: J): Promise<KitchenAnswer<J>> {
  if (!startWorker()) return runHere(job);
  const rows = await loadFoodRows();
  // Started again if it failed while the rows loaded.
  const running = startWorker();
  if (!running) return runHere(job);
  const id = nextId++;
  return new Promise((resolve, reject) => {
    waiting.set(id, { resolve: resolve as (answer: unknown) => void, reject });
    running.postMessage({ id, job, rows: rowsGivenTo === running ? undefined : rows });
    rowsGivenTo = running;
  });
}
