/**
 * The extractor's worker thread: reads one page at a time for `createExtractor`, so a page that
 * takes long to read holds up this thread, never the server's.
 */
import { parentPort } from 'node:worker_threads';
import { extractRecipe } from '../extract/extract-recipe.ts';
import type { ExtractReply, ExtractRequest, WorkerReady } from './messages.ts';

parentPort?.on('message', ({ id, html, url }: ExtractRequest) => {
  let reply: ExtractReply;
  try {
    reply = { id, draft: extractRecipe(html, url) ?? null };
  } catch (error) {
    reply = { id, error: error instanceof Error ? error.message : String(error) };
  }
  parentPort?.postMessage(reply);
});
parentPort?.postMessage({ ready: true } satisfies WorkerReady);
