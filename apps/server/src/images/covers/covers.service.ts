/**
 * Recipe covers as files: each cover key names its drawing in full (see `chooseCover`), so a
 * cover is drawn once and served from then on; any process can draw a missing one again, the same
 * to the byte. The covers of saved recipes (`prepare`, at save time) and the covers named by `keep`
 * (the Chef's Pick recipes', drawn on their first request or by the warm-up after start) are kept
 * under `DATA_DIR/covers/<key>/<variant>.webp`. Any other cover asked for by URL alone is drawn
 * but kept only in a small in-memory cache, and at most two are drawn at once, so made-up keys
 * can neither fill the disk nor take every core; and such a drawing first asks `beforeDrawing`
 * (the route's per-client limit, issue 32), while a cover on disk or in memory is always free.
 * The covers of imported recipes (`queue`, at most `MAX_QUEUED_COVERS` waiting) are drawn and
 * kept in the background, one cover at a time; until then a request for one draws and keeps it
 * without asking `beforeDrawing`, so a large import's covers never wait out a client's limit.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { parseCoverKey, type CoverSpec } from '@plateful/core';
import { createGate } from '../../gate.ts';
import { reencodeAtQuality } from '../image-encoding.ts';
import { writeFileAtomically } from '../image-store.ts';
import { COVER_VARIANTS, renderCover, type CoverVariantName } from './cover-art.ts';

export type CoverFile = { data: Buffer; etag: string };

/** Covers drawn on request (not saved) kept in memory: about 40 KB each. */
export const COVER_MEMORY_ENTRIES = 200;
/** Drawings at once; more wait their turn. */
export const COVER_DRAWINGS_AT_ONCE = 2;
/**
 * Covers of imported recipes waiting to be drawn (a key is about 60 bytes): room for five
 * 1,000-recipe imports. A cover past it is drawn on its first request, under the client's limit.
 */
export const MAX_QUEUED_COVERS = 5_000;
/** The pause after each queued cover drawn, so requests find the CPU free between two. */
export const COVER_QUEUE_PAUSE_MS = 50;

const COVER_KEY_IN_PATH = /^\/api\/covers\/([a-z0-9.-]{1,200})\/(?:card|full)$/;

const etagOf = (data: Buffer) =>
  `"${createHash('sha256').update(data).digest('base64url').slice(0, 27)}"`;

export function isCoverVariant(value: string): value is CoverVariantName {
  return Object.hasOwn(COVER_VARIANTS, value);
}

/** The cover key in a recipe's image path (`/api/covers/<key>/<variant>`), if it is one. */
function coverKeyOf(imagePath: string | null | undefined): string | undefined {
  const key = COVER_KEY_IN_PATH.exec(imagePath ?? '')?.[1];
  return key && parseCoverKey(key) ? key : undefined;
}

const first = (keys: Set<string>): string | undefined => keys.values().next().value;

async function exists(file: string): Promise<boolean> {
  try {
    await fs.stat(file);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false;
    throw error;
  }
}

async function readIfPresent(file: string): Promise<Buffer | undefined> {
  try {
    return await fs.readFile(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

/** The covers service over `DATA_DIR/covers`. */
export function createCoversService(deps: {
  dataDir: string;
  /** For tests: covers waiting at most (default MAX_QUEUED_COVERS). */
  maxQueued?: number;
  /** For tests: the pause after each queued cover (default COVER_QUEUE_PAUSE_MS). */
  queuePauseMs?: number;
}) {
  const root = path.join(deps.dataDir, 'covers');
  const maxQueued = deps.maxQueued ?? MAX_QUEUED_COVERS;
  const queuePauseMs = deps.queuePauseMs ?? COVER_QUEUE_PAUSE_MS;
  const gate = createGate(COVER_DRAWINGS_AT_ONCE);
  /** Drawings under way, so two requests for one new cover draw it once. */
  const drawing = new Map<string, Promise<Buffer>>();
  /** Covers drawn on request, newest last (a Map keeps insertion order). */
  const memory = new Map<string, Buffer>();
  /** Keys whose covers are kept on disk when drawn on request (the Chef's Pick covers). */
  const kept = new Set<string>();
  /** Keys of imported recipes' covers waiting to be drawn, oldest first (a Set keeps order). */
  const queued = new Set<string>();
  /** The background drawing of `queued`, while it runs. */
  let draining: Promise<void> | undefined;
  let stopped = false;

  const remember = (name: string, data: Buffer) => {
    memory.delete(name);
    memory.set(name, data);
    if (memory.size > COVER_MEMORY_ENTRIES) memory.delete(memory.keys().next().value!);
  };

  /**
   * The bytes of file `name` (`<key>/<variant>` or a derived `-q60`), made by `make` if need be;
   * `beforeDrawing` is awaited (and may refuse) before a new drawing starts.
   */
  async function ensure(
    name: string,
    make: () => Promise<Buffer>,
    keep: boolean,
    beforeDrawing?: () => Promise<void>,
  ): Promise<Buffer> {
    const file = path.join(root, `${name}.webp`);
    const stored = await readIfPresent(file);
    if (stored) return stored;
    const known = memory.get(name);
    let data = known;
    if (!data) {
      let pending = drawing.get(name);
      if (!pending && beforeDrawing) {
        await beforeDrawing();
        pending = drawing.get(name);
      }
      if (!pending) {
        pending = make().finally(() => drawing.delete(name));
        drawing.set(name, pending);
      }
      data = await pending;
    }
    if (keep) {
      await fs.mkdir(path.dirname(file), { recursive: true });
      await writeFileAtomically(file, data);
      memory.delete(name);
    } else if (!known) {
      remember(name, data);
    }
    return data;
  }

  const draw = (
    key: string,
    spec: CoverSpec,
    variant: CoverVariantName,
    keep: boolean,
    beforeDrawing?: () => Promise<void>,
  ) =>
    ensure(
      `${key}/${variant}`,
      () => gate.run(() => renderCover(spec, variant)),
      keep,
      beforeDrawing,
    );

  /** Draws and keeps every variant of cover `key` not yet on disk; true when one was drawn. */
  async function prepareKey(key: string): Promise<boolean> {
    const spec = parseCoverKey(key);
    if (!spec) return false;
    let drew = false;
    for (const variant of Object.keys(COVER_VARIANTS) as CoverVariantName[]) {
      if (await exists(path.join(root, key, `${variant}.webp`))) continue;
      await draw(key, spec, variant, true);
      drew = true;
    }
    return drew;
  }

  /** Draws the queued covers, oldest first, one at a time, until none is left. */
  async function drain(): Promise<void> {
    try {
      for (let key = first(queued); key !== undefined && !stopped; key = first(queued)) {
        // A cover that cannot be drawn now is drawn on its first request instead.
        const drew = await prepareKey(key).catch(() => false);
        queued.delete(key);
        if (drew && queuePauseMs > 0) await sleep(queuePauseMs, undefined, { ref: false });
      }
    } finally {
      draining = undefined;
    }
  }

  return {
    /**
     * Variant `variant` of the cover `key`, drawn if need be; undefined for a key the cover rules
     * could not have made. With `quality` (slow-connection mode) a lower-quality copy is made once.
     * `beforeDrawing` is asked before drawing (or re-encoding) a cover that is not a Chef's Pick
     * one and is neither on disk nor in memory; it throws to refuse.
     */
    async read(
      key: string,
      variant: CoverVariantName,
      quality?: number,
      beforeDrawing?: () => Promise<void>,
    ): Promise<CoverFile | undefined> {
      const spec = parseCoverKey(key);
      if (!spec) return undefined;
      // A queued cover is a saved recipe's: drawn now, kept, and free like the Chef's Pick ones.
      const keep = kept.has(key) || queued.has(key);
      const ask = keep ? undefined : beforeDrawing;
      const original = await draw(key, spec, variant, keep, ask);
      if (quality === undefined) return { data: original, etag: etagOf(original) };
      const saved = (await readIfPresent(path.join(root, key, `${variant}.webp`))) !== undefined;
      const lower = await ensure(
        `${key}/${variant}-q${quality}`,
        () => gate.run(() => reencodeAtQuality(original, quality)),
        saved,
        saved ? undefined : ask,
      );
      return { data: lower, etag: etagOf(lower) };
    },

    /**
     * Draws and keeps every variant of the cover a recipe's image path names (not a photo's).
     * Variants already on disk are not drawn again: the key names the drawing, so a file under it
     * is that very drawing. Resolves true when something was drawn.
     */
    async prepare(imagePath: string | null | undefined): Promise<boolean> {
      const key = coverKeyOf(imagePath);
      return key ? prepareKey(key) : false;
    },

    /**
     * Queues for drawing in the background, one cover at a time, the covers these image paths name
     * (photos are skipped); a key queued already, or past `MAX_QUEUED_COVERS`, is not queued
     * again. Returns how many were added.
     */
    queue(imagePaths: Iterable<string | null | undefined>): number {
      let added = 0;
      for (const imagePath of imagePaths) {
        const key = coverKeyOf(imagePath);
        if (!key || queued.has(key) || queued.size >= maxQueued || stopped) continue;
        queued.add(key);
        added += 1;
      }
      if (queued.size > 0 && !draining) draining = drain();
      return added;
    },

    /** Covers waiting in the queue. */
    get queued(): number {
      return queued.size;
    },

    /** Resolves once the queue is empty (or stopped). */
    async idle(): Promise<void> {
      while (draining) await draining;
    },

    /** Stops the queue after the cover being drawn, which it waits for (the server is closing). */
    async stop(): Promise<void> {
      stopped = true;
      queued.clear();
      await draining;
    },

    /** Keeps on disk, from now on, the covers these image paths name when they are drawn. */
    keep(imagePaths: Iterable<string | null | undefined>): void {
      for (const imagePath of imagePaths) {
        const key = coverKeyOf(imagePath);
        if (key) kept.add(key);
      }
    },
  };
}

export type CoversService = ReturnType<typeof createCoversService>;
