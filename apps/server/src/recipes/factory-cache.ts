/**
 * The Chef's Pick recipes, kept ready to send: they change only when the catalogue is re-seeded or
 * one of them is first shared (its share code). Every list and by-ids call needs all or some of
 * them, so each process keeps its own copy, already serialised, for a few seconds at a time. The
 * copy is a cache of the database, never a source: another process sees a factory share code at
 * most FACTORY_CACHE_TTL_MS late, and this process at once (`invalidate`).
 */
import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import { toWireRecipe, type RecipeRow, type WireRecipe } from './recipe-content.ts';

export const FACTORY_CACHE_TTL_MS = 10_000;

export type FactoryEntry = { row: RecipeRow; wire: WireRecipe; json: string };
/** A ready answer: JSON text, its ETag, and (for the big shared answers) its gzip bytes. */
export type JsonBody = { json: string; etag: string; gzip?: Buffer };
export type FactorySnapshot = {
  entries: FactoryEntry[];
  byId: Map<string, FactoryEntry>;
  /** GET /api/recipes for a caller without an account code. */
  anonymousList: JsonBody;
};

export function jsonBody(json: string, compress = false): JsonBody {
  const etag = `"${createHash('sha1').update(json).digest('base64url')}"`;
  return compress ? { json, etag, gzip: gzipSync(json) } : { json, etag };
}

export function createFactoryCache(load: () => Promise<RecipeRow[]>, now: () => number = Date.now) {
  let snapshot: FactorySnapshot | undefined;
  let loadedAt = 0;
  let pending: Promise<FactorySnapshot> | undefined;

  async function reload(): Promise<FactorySnapshot> {
    const entries = (await load()).map((row) => {
      const wire = toWireRecipe(row);
      return { row, wire, json: JSON.stringify(wire) };
    });
    snapshot = {
      entries,
      byId: new Map(entries.map((entry) => [entry.row.id, entry])),
      anonymousList: jsonBody(
        `{"ok":true,"data":[${entries.map((entry) => entry.json).join(',')}]}`,
        true,
      ),
    };
    loadedAt = now();
    return snapshot;
  }

  return {
    /** The current snapshot; concurrent callers share one reload. */
    async get(): Promise<FactorySnapshot> {
      if (snapshot && now() - loadedAt < FACTORY_CACHE_TTL_MS) return snapshot;
      pending ??= reload().finally(() => {
        pending = undefined;
      });
      return pending;
    },
    invalidate(): void {
      snapshot = undefined;
    },
  };
}

export type FactoryCache = ReturnType<typeof createFactoryCache>;
