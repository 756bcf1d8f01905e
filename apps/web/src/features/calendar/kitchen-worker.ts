/**
 * The worker that plans weeks and ranks Use it up (./kitchen-jobs.ts) away from the screen's
 * thread: a plan weighs hundreds of candidate weeks, seconds of work on a slow phone. The page
 * sends the food table's rows with its first job (./kitchen-client.ts): this bundle carries no
 * copy of the table's chunk.
 */
import { createFoodTable, type FoodRow, type FoodTable } from '@plateful/core';
import { runKitchenJob, type KitchenJob } from './kitchen-jobs.ts';

type Request = { id: number; job: KitchenJob; rows?: readonly FoodRow[] };

let table: FoodTable | null = null;

self.onmessage = (event: MessageEvent<Request>) => {
  const { id, job, rows } = event.data;
  try {
    if (rows) table ??= createFoodTable(rows);
    if (!table) throw new Error('The planner was given no food table.');
    self.postMessage({ id, ok: true, answer: runKitchenJob(job, table) });
  } catch (error) {
    self.postMessage({
      id,
      ok: false,
      message: error instanceof Error ? error.message : String(error),
    });
  }
};
