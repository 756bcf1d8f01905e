/**
 * The Chef's Pick recipes, kept ready to send: they change only when the catalogue is re-seeded or
 * one of them is first shared (its share code). Every list and by-ids call needs all or some of
 * them, so each process keeps its own copy, already serialised. The copy is a cache of the
 * database, never a source: another process sees a factory share code at most
 * FACTORY_CACHE_TTL_MS late, and this process at once (`invalidate`).
 *
 * Every FACTORY_CACHE_TTL_MS the copy is checked against a small fingerprint of the factory rows
 * and loaded again only when they changed; meanwhile callers are answered from the copy they had,
 * never held up behind the check or the reload (issue 16, item 11: at 200 connections every call
 * used to wait for a full reload, with its synchronous gzip, every 10 s). Gzip runs off the event
 * loop.
 */
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
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

const gzipAsync = promisify(gzip);

export function jsonBody(json: string): JsonBody {
  return { json, etag: `"${createHash('sha1').update(json).digest('base64url')}"` };
}

/** A ready answer with its gzip bytes, compressed in libuv's thread pool. */
export async function compressedJsonBody(json: string): Promise<JsonBody> {
  return { ...jsonBody(json), gzip: await gzipAsync(json) };
}

export function createFactoryCache(
  load: () => Promise<RecipeRow[]>,
  now: () => number = Date.now,
  /** A cheap digest of the factory rows; without one, every check reloads. */
  fingerprint?: () => Promise<string>,
) {
  let snapshot: FactorySnapshot | undefined;
  let snapshotPrint: string | undefined;
  let checkedAt = 0;
  let pending: Promise<FactorySnapshot> | undefined;
  /** Moves on `invalidate`: a load that started before it does not become the copy. */
  let generation = 0;

  async function refresh(): Promise<FactorySnapshot> {
    const print = fingerprint ? await fingerprint() : undefined;
    if (snapshot && print !== undefined && print === snapshotPrint) {
      checkedAt = now();
      return snapshot;
    }
    const started = generation;
    const next = await reload();
    if (started === generation) snapshotPrint = print;
    return next;
  }

  async function reload(): Promise<FactorySnapshot> {
    const started = generation;
    const entries = (await load()).map((row) => {
      const wire = toWireRecipe(row);
      return { row, wire, json: JSON.stringify(wire) };
    });
    const next: FactorySnapshot = {
      entries,
      byId: new Map(entries.map((entry) => [entry.row.id, entry])),
      anonymousList: await compressedJsonBody(
        `{"ok":true,"data":[${entries.map((entry) => entry.json).join(',')}]}`,
      ),
    };
    if (started === generation) {
      snapshot = next;
      checkedAt = now();
    }
    return next;
  }

  return {
    /**
     * The current snapshot. Past its time, one check (and, if the rows changed, one reload) runs
     * for all callers, who meanwhile get the snapshot they had; only the first call, and the
     * first after `invalidate`, waits.
     */
    async get(): Promise<FactorySnapshot> {
      if (snapshot && now() - checkedAt < FACTORY_CACHE_TTL_MS) return snapshot;
      if (!pending) {
        const running: Promise<FactorySnapshot> = refresh().finally(() => {
          if (pending === running) pending = undefined;
        });
        pending = running;
      }
      if (!snapshot) return pending;
      // A failed check keeps the copy; the next call past its time tries again.
      pending.catch(() => undefined);
      return snapshot;
    },
    invalidate(): void {
      generation += 1;
      snapshot = undefined;
      snapshotPrint = undefined;
      pending = undefined;
    },
  };
}

export type FactoryCache = ReturnType<typeof createFactoryCache>;
