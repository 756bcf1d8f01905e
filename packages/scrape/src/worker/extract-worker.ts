/**
 * The extractor's worker thread: reads one page at a time for `createExtractor`, so a page that
 * takes long to read holds up this thread, never the server's.
 */
import { parentPort } from 'node:worker_threads';
import { extractRecipe } from '../extract/extract-recipe.ts';
import type { ExtractReply, ExtractRequest, WorkerReady } from './messages.ts';

/** A recipe page in the common shape (JSON-LD), for the reader's own first read. */
const WARM_UP_PAGE = `<html><head><title>Toast</title><script type="application/ld+json">
{"@context":"https://schema.org","@type":"Recipe","name":"Toast","recipeYield":"1",
"recipeIngredient":["2 slices of bread","10 g butter"],"totalTime":"PT5M",
"recipeInstructions":[{"@type":"HowToStep","text":"Toast the bread."},
{"@type":"HowToStep","text":"Butter it."}]}</script></head><body><h1>Toast</h1></body></html>`;

parentPort?.on('message', ({ id, html, url }: ExtractRequest) => {
  let reply: ExtractReply;
  try {
    reply = { id, draft: extractRecipe(html, url) ?? null };
  } catch (error) {
    reply = { id, error: error instanceof Error ? error.message : String(error) };
  }
  parentPort?.postMessage(reply);
});
// A reader's first page is read by cold code (each function compiled on its first call): 5 to 10
// times the cost of the next page's read, which a busy machine can stretch past a short deadline.
// Deadlines run from ready, so the reader reads a small recipe page of its own first. That read
// only saves time: should it throw, the reader still starts (each page's read has its own catch),
// rather than exiting before ready, which would leave the pool with no reader at all.
try {
  extractRecipe(WARM_UP_PAGE, 'https://example.com/warm-up');
} catch {
  // Cold code for the first page, as before the warm-up.
}
parentPort?.postMessage({ ready: true } satisfies WorkerReady);
