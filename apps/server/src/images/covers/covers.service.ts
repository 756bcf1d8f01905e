/**
 * Recipe covers as files: each cover key names its drawing in full (see `chooseCover`), so a
 * cover is drawn once and served from then on; any process can draw a missing one again, the same
 * to the byte. The covers of saved recipes (`prepare`, at save time) and the covers named by `keep`
 * (the Chef's Pick recipes', drawn on their first request or by the warm-up after start) are kept
 * under `DATA_DIR/covers/<key>/<variant>.webp`. Any other cover asked for by URL alone is drawn
 * but kept only in a small in-memory cache, and at most two are drawn at once, so made-up keys
 * can neither fill the disk nor take every core; and such a drawing first asks `beforeDrawing`
 * (the route's per-client limit, issue 32), while a cover on disk or in memory is always free.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
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
export function createCoversService(deps: { dataDir: string }) {
  const root = path.join(deps.dataDir, 'covers');
  const gate = createGate(COVER_DRAWINGS_AT_ONCE);
  /** Drawings under way, so two requests for one new cover draw it once. */
  const drawing = new Map<string, Promise<Buffer>>();
  /** Covers drawn on request, newest last (a Map keeps insertion order). */
  const memory = new Map<string, Buffer>();
  /** Keys whose covers are kept on disk when drawn on request (the Chef's Pick covers). */
  const kept = new Set<string>();

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
      const keep = kept.has(key);
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
      const spec = key ? parseCoverKey(key) : undefined;
      if (!key || !spec) return false;
      let drew = false;
      for (const variant of Object.keys(COVER_VARIANTS) as CoverVariantName[]) {
        if (await exists(path.join(root, key, `${variant}.webp`))) continue;
        await draw(key, spec, variant, true);
        drew = true;
      }
      return drew;
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
