/**
 * The worker that plans weeks and ranks Use it up (./kitchen-jobs.ts) away from the screen's
 * thread: a plan weighs hundreds of candidate weeks, seconds of work on a slow phone.
 */
import { runKitchenJob, type KitchenJob } from './kitchen-jobs.ts';

type Request = { id: number; job: KitchenJob };

self.onmessage = (event: MessageEvent<Request>) => {
  const { id, job } = event.data;
  runKitchenJob(job).then(
    (answer) => self.postMessage({ id, ok: true, answer }),
    (error: unknown) =>
      self.postMessage({
        id,
        ok: false,
        message: error instanceof Error ? error.message : String(error),
      }),
  );
};
