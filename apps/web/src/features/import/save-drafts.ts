/**
 * Saving the chosen drafts: chunks of `MAX_IMPORT_CHUNK` through `POST /api/import/recipes`, each
 * key marked saved as the server answers, so a closed page resumes where it stopped and a chunk
 * sent twice makes no copies (the server derives the id from the key). A 429 (the write limit)
 * waits for Retry-After and sends the chunk again.
 */
import { MAX_IMPORT_CHUNK } from '@plateful/contracts';
import { apiRequest } from '../../lib/api-client.ts';
import { bodyFromDraft } from '../../lib/draft-body.ts';
import type { ImportedDraft } from './import-session.ts';

type SaveAnswer = { ok?: boolean; data?: { saved?: Array<{ key?: unknown }> }; error?: string };

/** Longest wait for a turn a 429 may ask for. */
const MAX_WAIT_S = 120;

async function saveChunk(chunk: readonly ImportedDraft[], signal?: AbortSignal): Promise<string[]> {
  const body = {
    recipes: chunk.map((item) => ({ key: item.key, recipe: bodyFromDraft(item.draft) })),
  };
  for (;;) {
    const response = await apiRequest('/api/import/recipes', { method: 'POST', body, signal });
    const answer = (await response.json().catch(() => null)) as SaveAnswer | null;
    if (response.status === 429) {
      const seconds = Number.parseInt(response.headers.get('retry-after') ?? '', 10);
      const wait = Math.min(MAX_WAIT_S, Number.isFinite(seconds) && seconds > 0 ? seconds : 10);
      await new Promise((resolve) => setTimeout(resolve, wait * 1000));
      continue;
    }
    const keys = (answer?.data?.saved ?? [])
      .map((entry) => entry.key)
      .filter((key): key is string => typeof key === 'string');
    if (!response.ok || !answer?.ok || keys.length === 0)
      throw new Error(answer?.error ?? `${response.status}: ${response.statusText}`);
    return keys;
  }
}

/** Saves `drafts` in order; `onSaved` gets each chunk's saved keys. Throws the server's words. */
export async function saveDrafts(
  drafts: readonly ImportedDraft[],
  onSaved: (keys: string[]) => void | Promise<void>,
  signal?: AbortSignal,
): Promise<void> {
  for (let start = 0; start < drafts.length; start += MAX_IMPORT_CHUNK) {
    await onSaved(await saveChunk(drafts.slice(start, start + MAX_IMPORT_CHUNK), signal));
  }
}
