/**
 * The import reader's worker thread: reads one uploaded file (unzipping, parsing JSON and HTML)
 * for `readImportFileInWorker`, so a large export never holds the server's own thread.
 */
import { parentPort } from 'node:worker_threads';
import { readImportFile } from './read-import-file.ts';
import type { ImportReadReply, ImportReadRequest } from './import-reader.ts';

parentPort?.once('message', ({ name, bytes }: ImportReadRequest) => {
  let reply: ImportReadReply;
  try {
    reply = { items: readImportFile(name, bytes) };
  } catch (error) {
    reply = { error: error instanceof Error ? error.message : String(error) };
  }
  const transfer = reply.items?.flatMap((item) =>
    item.kind === 'recipe' && item.recipe.photo && 'bytes' in item.recipe.photo
      ? [item.recipe.photo.bytes.buffer as ArrayBuffer]
      : [],
  );
  // A photo may share its buffer with another view (one zip, many members): send copies then.
  try {
    parentPort?.postMessage(reply, [...new Set(transfer)]);
  } catch {
    parentPort?.postMessage(reply);
  }
});
